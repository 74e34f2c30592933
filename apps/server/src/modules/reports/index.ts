// The public face of this module: other modules import only from here (eslint.config.js).
export { paymentsList, paymentsSummary } from './service';
