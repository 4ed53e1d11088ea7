import { isTypedCode } from '../../domain/zarcode/typed-code';
import { compactCode, isCodeShaped, normaliseCode } from '../../domain/zarcode/zarcode';

export { compactCode, isCodeShaped, isTypedCode };

/**
 * "1ct 7k2m" -> "1CT-7K2M": a typed code written as stored, look-alikes left as typed (the server
 * reads them, trying the code as typed first); null when the input is not a code (with
 * look-alikes read: see isTypedCode).
 */
export function formatCode(input: string): string | null {
  return isTypedCode(input) ? normaliseCode(input) : null;
}
