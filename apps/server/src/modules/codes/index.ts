// The public face of this module: other modules import only from here (eslint.config.js).
export { codeCooldownSeconds, consumeCode, consumeToken, issueCode, issueToken } from './service';
