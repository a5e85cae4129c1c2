/**
 * An empty stand-in for ElectroDB, for the bundle benchmark only (bench/bundles.ts): a bundle built with it imports
 * as if ElectroDB and its model building cost nothing, which measures what ElectroDB adds to a cold start. Its
 * models do nothing; nothing runs them.
 */
class StandIn {
  constructor(readonly definition?: unknown) {}
  setTableName(): void {}
  setClient(): void {}
}

export class Entity extends StandIn {}
export class Service extends StandIn {}
export default { Entity, Service };
