import { compactCode, isCodeShaped, normaliseCode } from '../../domain/zarcode/zarcode';

export { compactCode, isCodeShaped };

/** "1ct 7k2m" -> "1CT-7K2M"; null when the input is not code-shaped (document 1, section 5). */
export function formatCode(input: string): string | null {
  return isCodeShaped(input) ? normaliseCode(input) : null;
}
