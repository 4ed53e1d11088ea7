// The change-requests feature's face: what the rest of the server may use of it.
export { changeRequestMail } from './mail';
export { mayMoveCode } from './policy';
export { lockOpenWindow, markApplied } from './window';
