// The notifications feature's face: what the rest of the server may use of it.
export { notificationMail } from './mail';
export { DAILY_REPORT_SCHEDULE, notifyNewUser, sendDailyReport } from './service';
