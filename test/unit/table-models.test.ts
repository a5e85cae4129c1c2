/**
 * Every ElectroDB model registers itself with useTable (lambdas/table/entity-parts.ts `onTable`), so a function
 * whose bundle holds only its own models, without entities.ts's Service, still points them at TABLE_NAME
 *.
 */
import { describe, expect, it } from 'vitest';
import { geotender } from '../../lambdas/table/entities';
import { tableModels, useTable } from '../../lambdas/table/entity-parts';

describe('table models', () => {
  it('registers every model of the Service, and the Service, with useTable', () => {
    const registered = new Set(tableModels());
    const missing = Object.entries(geotender.entities)
      .filter(([, entity]) => !registered.has(entity))
      .map(([name]) => name);
    expect(missing).toEqual([]);
    expect(registered.has(geotender)).toBe(true);
  });

  it('points every registered model at TABLE_NAME', () => {
    process.env.TABLE_NAME = 'table-models-test';
    expect(useTable()).toBe('table-models-test');
    const named = Object.values(geotender.entities).map((entity) => entity.getTableName());
    expect(new Set(named)).toEqual(new Set(['table-models-test']));
  });
});
