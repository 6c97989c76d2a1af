import * as migration_20261122_005600_schema from './20261122_005600_schema';

export const migrations = [
  {
    up: migration_20261122_005600_schema.up,
    down: migration_20261122_005600_schema.down,
    name: '20261122_005600_schema'
  },
];
