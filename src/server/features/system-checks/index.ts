// The system-checks feature's face: what the rest of the server may use of it.
export { systemCheckMail } from './mail';
