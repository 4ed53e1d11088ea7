import { type Area, AreaIndex, type MultiPolygonRings } from './geometry';
import { PROVINCE_BY_CODE, type ProvinceCode, type ProvinceName } from './types';

/** The shape of `gazetteer/za-provinces.json`, written by `scripts/gazetteer/build.ts`. */
export interface ProvincesFile {
  source: string;
  provinces: { code: string; name: string; polygons: MultiPolygonRings }[];
  /** Lesotho, Eswatini, Botswana, Namibia, Zimbabwe and Mozambique. */
  neighbours: { code: string; name: string; polygons: MultiPolygonRings }[];
}

/**
 * Points off the simplified coastline (Cape Point 1.4 km, Robben Island 8.7 km) belong to the province
 * whose edge is nearest, up to this distance. Farther out at sea is outside South Africa.
 */
export const SNAP_KM = 25;

export type ProvinceLocation =
  | { kind: 'province'; code: ProvinceCode; name: ProvinceName; snappedKm: number }
  | { kind: 'neighbour'; code: string; name: string }
  | { kind: 'outside' };

function isProvinceCode(code: string): code is ProvinceCode {
  return Object.hasOwn(PROVINCE_BY_CODE, code);
}

/**
 * The province of a point: the province polygon containing it; else, if a neighbouring country's
 * outline contains it, that country; else the province whose edge is within 25 km; else outside.
 */
export class ProvinceLocator {
  private readonly provinces: AreaIndex;
  private readonly neighbours: AreaIndex;

  constructor(file: ProvincesFile) {
    const provinces: Area[] = file.provinces.map((p) => {
      if (!isProvinceCode(p.code) || PROVINCE_BY_CODE[p.code] !== p.name) {
        throw new Error(`za-provinces.json: unknown province ${p.code} ${p.name}`);
      }
      return p;
    });
    this.provinces = new AreaIndex(provinces);
    this.neighbours = new AreaIndex(file.neighbours);
  }

  locate(latitude: number, longitude: number): ProvinceLocation {
    const inside = this.provinces.find(longitude, latitude);
    if (inside) return this.province(inside.code, 0);
    const neighbour = this.neighbours.find(longitude, latitude);
    if (neighbour) return { kind: 'neighbour', code: neighbour.code, name: neighbour.name };
    const snapped = this.provinces.nearest(longitude, latitude, SNAP_KM);
    if (snapped) return this.province(snapped.area.code, snapped.distanceKm);
    return { kind: 'outside' };
  }

  private province(code: string, snappedKm: number): ProvinceLocation {
    const provinceCode = code as ProvinceCode;
    return { kind: 'province', code: provinceCode, name: PROVINCE_BY_CODE[provinceCode], snappedKm };
  }
}
