// The public face of this module: other modules import only from here (eslint.config.js).
export {
  accountDeletedMail,
  accountExistsMail,
  applyCodeMail,
  contactMessageMail,
  decisionMail,
  passwordChangedMail,
  paymentReceiptMail,
  resetCodeMail,
  welcomeMail,
} from './templates';
