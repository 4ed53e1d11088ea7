/** A QR picture's width and height in pixels when the caller names none. */
export const QR_DEFAULT_SIZE = 300;
