// The messages feature's face: what the rest of the server may use of it.
export { messageMail } from './mail';
export { countUnreadMessages } from './service';
