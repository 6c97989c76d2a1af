import * as migration_20261122_005553_schema from './20261122_005553_schema';

export const migrations = [
  {
    up: migration_20261122_005553_schema.up,
    down: migration_20261122_005553_schema.down,
    name: '20261122_005553_schema'
  },
];
