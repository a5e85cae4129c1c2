/**
 * DXF drawing → GeoJSON features in the drawing's own coordinates, with dxf-parser (ASCII DXF only).
 * Drawn: POINT, LINE, LWPOLYLINE/POLYLINE (closed → Polygon), CIRCLE and ARC (as 64-segment
 * approximations), TEXT/MTEXT and block INSERTs (as points). Other entities are skipped and counted.
 * The coordinate system is decided by the caller (a DXF names none).
 */
import DxfParser, {
  type IArcEntity,
  type ICircleEntity,
  type IEntity,
  type ILineEntity,
  type ILwpolylineEntity,
  type IPoint,
  type IPointEntity,
  type IPolylineEntity,
  type ITextEntity,
} from 'dxf-parser';

/** The features of a DXF and the number of entities it has that the preview does not draw. */
export interface DxfFeatures {
  features: GeoJSON.Feature[];
  skipped: number;
}

const xy = (p: IPoint): GeoJSON.Position => [p.x, p.y];

function arcPositions(center: IPoint, radius: number, start: number, end: number): GeoJSON.Position[] {
  let sweep = end - start;
  if (sweep <= 0) sweep += 2 * Math.PI;
  const steps = Math.max(2, Math.ceil((64 * sweep) / (2 * Math.PI)));
  return Array.from({ length: steps + 1 }, (_, i) => {
    const a = start + (sweep * i) / steps;
    return [center.x + radius * Math.cos(a), center.y + radius * Math.sin(a)];
  });
}

function geometryOf(entity: IEntity): GeoJSON.Geometry | null {
  switch (entity.type) {
    case 'POINT':
      return { type: 'Point', coordinates: xy((entity as IPointEntity).position) };
    case 'LINE':
      return { type: 'LineString', coordinates: (entity as ILineEntity).vertices.map(xy) };
    case 'LWPOLYLINE':
    case 'POLYLINE': {
      const polyline = entity as ILwpolylineEntity | IPolylineEntity;
      const positions = polyline.vertices.map(xy);
      if (positions.length < 2) return null;
      if (polyline.shape && positions.length >= 3) return { type: 'Polygon', coordinates: [[...positions, positions[0]!]] };
      return { type: 'LineString', coordinates: positions };
    }
    case 'CIRCLE': {
      const circle = entity as ICircleEntity;
      return { type: 'Polygon', coordinates: [arcPositions(circle.center, circle.radius, 0, 2 * Math.PI)] };
    }
    case 'ARC': {
      const arc = entity as IArcEntity;
      return { type: 'LineString', coordinates: arcPositions(arc.center, arc.radius, arc.startAngle, arc.endAngle) };
    }
    case 'TEXT':
    case 'MTEXT':
      return ((entity as ITextEntity).startPoint ?? (entity as unknown as { position?: IPoint }).position)
        ? { type: 'Point', coordinates: xy((entity as ITextEntity).startPoint ?? (entity as unknown as { position: IPoint }).position) }
        : null;
    case 'INSERT':
      return { type: 'Point', coordinates: xy((entity as unknown as { position: IPoint }).position) };
    default:
      return null;
  }
}

/** Parses ASCII DXF text. Throws "This file is not valid DXF" when dxf-parser cannot read it. */
export function dxfFeatures(text: string): DxfFeatures {
  if (text.startsWith('AutoCAD Binary DXF')) throw new Error('This file is a binary DXF; the preview reads ASCII DXF only');
  let entities: IEntity[];
  try {
    const dxf = new DxfParser().parseSync(text);
    if (!dxf) throw new Error('empty');
    entities = dxf.entities ?? [];
  } catch {
    throw new Error('This file is not valid DXF');
  }
  const features: GeoJSON.Feature[] = [];
  let skipped = 0;
  for (const entity of entities) {
    let geometry: GeoJSON.Geometry | null;
    try {
      geometry = geometryOf(entity);
    } catch {
      geometry = null;
    }
    if (!geometry) {
      skipped++;
      continue;
    }
    const properties: Record<string, unknown> = { layer: entity.layer ?? '', type: entity.type };
    const text = (entity as ITextEntity).text;
    if (typeof text === 'string') properties.text = text;
    if (entity.type === 'INSERT') properties.block = (entity as unknown as { name?: string }).name ?? '';
    features.push({ type: 'Feature', geometry, properties });
  }
  return { features, skipped };
}
