/**
 * L-EST97 (lambdas/features/tenders/domain/lest97.ts) against proj4 with EPSG's definition of EPSG:3301: the same
 * grid coordinates to a tenth of a millimetre, and back, anywhere in Estonia and its waters.
 */
import fc from 'fast-check';
import proj4 from 'proj4';
import { describe, expect, it } from 'vitest';
import { fromLest97, toLest97 } from '../../lambdas/features/tenders/domain/lest97';
import { EPSG_3301 } from '../../lambdas/features/tenders/domain/site';

const reference = proj4('EPSG:4326', EPSG_3301);
/** Estonia with a margin: 21.5–28.5° E, 57.3–60.0° N. */
const position = fc.tuple(fc.double({ min: 21.5, max: 28.5, noNaN: true }), fc.double({ min: 57.3, max: 60, noNaN: true }));

describe('L-EST97', () => {
  it('projects as proj4 does, to 0.1 mm', () => {
    fc.assert(
      fc.property(position, (lonLat) => {
        const [e, n] = toLest97(lonLat);
        const [re, rn] = reference.forward(lonLat);
        expect(Math.abs(e - re!)).toBeLessThan(1e-4);
        expect(Math.abs(n - rn!)).toBeLessThan(1e-4);
      }),
      { numRuns: 2000 },
    );
  });

  it('projects back as proj4 does, and round-trips to 1e-9° (0.1 mm)', () => {
    fc.assert(
      fc.property(position, (lonLat) => {
        const grid = toLest97(lonLat);
        const [lon, lat] = fromLest97(grid);
        const [rlon, rlat] = reference.inverse(grid);
        expect(Math.abs(lon - rlon!)).toBeLessThan(1e-9);
        expect(Math.abs(lat - rlat!)).toBeLessThan(1e-9);
        expect(Math.abs(lon - lonLat[0])).toBeLessThan(1e-9);
        expect(Math.abs(lat - lonLat[1])).toBeLessThan(1e-9);
      }),
      { numRuns: 2000 },
    );
  });

  it('puts the false origin where EPSG:3301 puts it', () => {
    const [e, n] = toLest97([24, 57.5175539305556]);
    expect(e).toBeCloseTo(500000, 6);
    expect(n).toBeCloseTo(6375000, 6);
  });
});
