/** Types for the parts of `shpjs` (no bundled types) that the geodata preview uses. */
declare module 'shpjs' {
  /** Geometries of a .shp file, in the file's own coordinates when no projection is given. */
  export function parseShp(shp: ArrayBuffer | ArrayBufferView | DataView, prj?: string | false): GeoJSON.Geometry[];
  /** Attribute rows of a .dbf file, decoded with the .cpg's code page when given. */
  export function parseDbf(dbf: ArrayBuffer | ArrayBufferView | DataView, cpg?: string): Record<string, unknown>[];
}
