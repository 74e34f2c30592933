// The public face of this module: other modules import only from here (eslint.config.js).
export { beginAsk, engineRequest } from './ask';
export { takeCredit } from './credits';
export { Generations } from './generation';
export { insertTopic, listWorkspaces } from './repository';
