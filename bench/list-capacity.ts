/** Read capacity per tender-list page at several table sizes (filled in with the data module). */
export interface ListCapacityFigure { tenders: number; readUnits: number; items: number; ms: number }
export async function measureListCapacity(_sizes: number[]): Promise<ListCapacityFigure[]> {
  throw new Error('list capacity benchmark not wired yet');
}
