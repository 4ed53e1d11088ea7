// Types for the parts of open-location-code 1.0.3 that plus-code.ts uses. The package ships none.
// It is CommonJS (`exports.OpenLocationCode = ...`): Node's ESM loader, Vitest and Vite all expose
// that as a named export, so `import { OpenLocationCode } from 'open-location-code'` works on both sides.
declare module 'open-location-code' {
  export interface CodeArea {
    latitudeLo: number;
    longitudeLo: number;
    latitudeHi: number;
    longitudeHi: number;
    latitudeCenter: number;
    longitudeCenter: number;
    codeLength: number;
  }

  /** The methods throw strings, not Errors, on bad input. */
  export class OpenLocationCode {
    isValid(code: string): boolean;
    isShort(code: string): boolean;
    isFull(code: string): boolean;
    encode(latitude: number, longitude: number, codeLength?: number): string;
    decode(code: string): CodeArea;
    shorten(code: string, latitude: number, longitude: number): string;
    recoverNearest(shortCode: string, referenceLatitude: number, referenceLongitude: number): string;
  }
}
