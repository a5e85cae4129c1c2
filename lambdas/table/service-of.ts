/** Services of a few models each, built where they are used (issue 23, 4). */
import { Service } from 'electrodb';
import { onTable, options } from './entity-parts';

/** What a Service gathers: models by name. */
type Models = ConstructorParameters<typeof Service>[0];

/**
 * A getter of the ElectroDB Service of `models` (the members of one collection, or the models one transaction
 * writes), built at its first call and pointed at TABLE_NAME like every model. A bundle that imports the models
 * but never reads the collection or writes the transaction never builds it, and no bundle builds a model it does
 * not import (issue 23, 4). The same model may be in several Services.
 */
export function serviceOf<M extends Models>(models: M): () => Service<M> {
  let service: Service<M> | undefined;
  return () => {
    if (!service) {
      service = new Service(models, options());
      onTable(service);
    }
    return service;
  };
}
