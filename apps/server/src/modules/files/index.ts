// The public face of this module: other modules import only from here (eslint.config.js).
export { findDocument, unlinkAllDocuments } from './repository';
export {
  addUploadedDocument,
  deleteDocument,
  listDocuments,
  removeStoredDocuments,
  sendDocument,
} from './service';
