/**
 * PayFast's gateway, as the server talks to it: where the browser posts the checkout form, and the
 * server-to-server validate call of a notification. PAYFAST_BASE_URL replaces PayFast's hosts (tests
 * run a fake gateway on localhost).
 */
export type GatewayMode = 'sandbox' | 'live';

export const PAYFAST_HOSTS: Record<GatewayMode, string> = {
  sandbox: 'https://sandbox.payfast.co.za',
  live: 'https://www.payfast.co.za',
};

/** The gateway could not be asked (network, timeout, an error status): worth trying again later. */
export class GatewayUnavailableError extends Error {
  override name = 'GatewayUnavailableError';
}

export interface PayfastGateway {
  baseUrl(mode: GatewayMode): string;
  /** The checkout form's action. */
  processUrl(mode: GatewayMode): string;
  /**
   * Posts a notification's parameter string back to PayFast's validate endpoint and answers its
   * reply ('VALID' when PayFast sent that notification). Throws GatewayUnavailableError.
   */
  validate(mode: GatewayMode, paramString: string): Promise<string>;
}

export function createPayfastGateway(options: { baseUrl?: string; timeoutMs?: number }): PayfastGateway {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const baseUrl = (mode: GatewayMode) => (options.baseUrl ?? PAYFAST_HOSTS[mode]).replace(/\/+$/, '');
  return {
    baseUrl,
    processUrl: (mode) => `${baseUrl(mode)}/eng/process`,
    async validate(mode, paramString) {
      const url = `${baseUrl(mode)}/eng/query/validate`;
      let response: Response;
      try {
        response = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: paramString,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (error) {
        throw new GatewayUnavailableError(`PayFast at ${url} did not answer: ${(error as Error).message}`);
      }
      const text = (await response.text().catch(() => '')).trim();
      if (!response.ok) {
        throw new GatewayUnavailableError(`PayFast at ${url} answered HTTP ${response.status}`);
      }
      return text;
    },
  };
}

/** Whether a URL points at this machine (a fake gateway in tests, or a developer's own). */
export function isLoopbackUrl(url: string | undefined): boolean {
  if (!url) return false;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
