// The public face of this module: other modules import only from here (eslint.config.js).
export { purgeLoginThrottles } from './login-throttle';
export { dummyPasswordHash, hashPassword, verifyPassword } from './password';
export { findUserByEmail } from './repository';
