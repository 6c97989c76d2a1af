import * as migration_20261122_005553_schema from './20261122_005553_schema';
import * as migration_20261122_014228_content from './20261122_014228_content';
import * as migration_20261122_100446_questions from './20261122_100446_questions';
import * as migration_20261122_104035_price_checks from './20261122_104035_price_checks';
import * as migration_20261122_105519_leads from './20261122_105519_leads';
import * as migration_20261122_224942_lead_email_key from './20261122_224942_lead_email_key';
import * as migration_20261122_234900_manufacturer_url_optional from './20261122_234900_manufacturer_url_optional';
import * as migration_20261123_015905_commerce from './20261123_015905_commerce';
import * as migration_20261123_022639_price_check_report from './20261123_022639_price_check_report';
import * as migration_20261123_044424_shop_and_crm from './20261123_044424_shop_and_crm';
import * as migration_20261123_053521_videos from './20261123_053521_videos';
import * as migration_20261123_212026_mail_relay from './20261123_212026_mail_relay';
import * as migration_20261126_040611_lead_captures from './20261126_040611_lead_captures';
import * as migration_20261126_134729_buyer_tools from './20261126_134729_buyer_tools';
import * as migration_20261126_135138_buyer_tool_usage from './20261126_135138_buyer_tool_usage';
import * as migration_20261128_010854_price_position_snapshots from './20261128_010854_price_position_snapshots';
import * as migration_20261128_015902_climate_stations from './20261128_015902_climate_stations';
import * as migration_20261128_041855_certified_spa_models from './20261128_041855_certified_spa_models';
import * as migration_20261128_060000_seed_record from './20261128_060000_seed_record';
import * as migration_20261128_080816_lead_email_confirmation from './20261128_080816_lead_email_confirmation';
import * as migration_20261128_110032_spent_form_tokens from './20261128_110032_spent_form_tokens';
import * as migration_20261128_135642_tool_visitors from './20261128_135642_tool_visitors';
import * as migration_20261128_135753_care_reminders from './20261128_135753_care_reminders';
import * as migration_20261128_140026_spa_product_chemical from './20261128_140026_spa_product_chemical';
import * as migration_20261128_165013_post_tool_link from './20261128_165013_post_tool_link';
import * as migration_20261128_171714_last_filled_on from './20261128_171714_last_filled_on';

export const migrations = [
  {
    up: migration_20261122_005553_schema.up,
    down: migration_20261122_005553_schema.down,
    name: '20261122_005553_schema',
  },
  {
    up: migration_20261122_014228_content.up,
    down: migration_20261122_014228_content.down,
    name: '20261122_014228_content',
  },
  {
    up: migration_20261122_100446_questions.up,
    down: migration_20261122_100446_questions.down,
    name: '20261122_100446_questions',
  },
  {
    up: migration_20261122_104035_price_checks.up,
    down: migration_20261122_104035_price_checks.down,
    name: '20261122_104035_price_checks',
  },
  {
    up: migration_20261122_105519_leads.up,
    down: migration_20261122_105519_leads.down,
    name: '20261122_105519_leads',
  },
  {
    up: migration_20261122_224942_lead_email_key.up,
    down: migration_20261122_224942_lead_email_key.down,
    name: '20261122_224942_lead_email_key',
  },
  {
    up: migration_20261122_234900_manufacturer_url_optional.up,
    down: migration_20261122_234900_manufacturer_url_optional.down,
    name: '20261122_234900_manufacturer_url_optional',
  },
  {
    up: migration_20261123_015905_commerce.up,
    down: migration_20261123_015905_commerce.down,
    name: '20261123_015905_commerce',
  },
  {
    up: migration_20261123_022639_price_check_report.up,
    down: migration_20261123_022639_price_check_report.down,
    name: '20261123_022639_price_check_report',
  },
  {
    up: migration_20261123_044424_shop_and_crm.up,
    down: migration_20261123_044424_shop_and_crm.down,
    name: '20261123_044424_shop_and_crm',
  },
  {
    up: migration_20261123_053521_videos.up,
    down: migration_20261123_053521_videos.down,
    name: '20261123_053521_videos',
  },
  {
    up: migration_20261123_212026_mail_relay.up,
    down: migration_20261123_212026_mail_relay.down,
    name: '20261123_212026_mail_relay',
  },
  {
    up: migration_20261126_040611_lead_captures.up,
    down: migration_20261126_040611_lead_captures.down,
    name: '20261126_040611_lead_captures',
  },
  {
    up: migration_20261126_134729_buyer_tools.up,
    down: migration_20261126_134729_buyer_tools.down,
    name: '20261126_134729_buyer_tools',
  },
  {
    up: migration_20261126_135138_buyer_tool_usage.up,
    down: migration_20261126_135138_buyer_tool_usage.down,
    name: '20261126_135138_buyer_tool_usage',
  },
  {
    up: migration_20261128_010854_price_position_snapshots.up,
    down: migration_20261128_010854_price_position_snapshots.down,
    name: '20261128_010854_price_position_snapshots',
  },
  {
    up: migration_20261128_015902_climate_stations.up,
    down: migration_20261128_015902_climate_stations.down,
    name: '20261128_015902_climate_stations',
  },
  {
    up: migration_20261128_041855_certified_spa_models.up,
    down: migration_20261128_041855_certified_spa_models.down,
    name: '20261128_041855_certified_spa_models',
  },
  {
    up: migration_20261128_060000_seed_record.up,
    down: migration_20261128_060000_seed_record.down,
    name: '20261128_060000_seed_record',
  },
  {
    up: migration_20261128_080816_lead_email_confirmation.up,
    down: migration_20261128_080816_lead_email_confirmation.down,
    name: '20261128_080816_lead_email_confirmation',
  },
  {
    up: migration_20261128_110032_spent_form_tokens.up,
    down: migration_20261128_110032_spent_form_tokens.down,
    name: '20261128_110032_spent_form_tokens',
  },
  {
    up: migration_20261128_135642_tool_visitors.up,
    down: migration_20261128_135642_tool_visitors.down,
    name: '20261128_135642_tool_visitors',
  },
  {
    up: migration_20261128_135753_care_reminders.up,
    down: migration_20261128_135753_care_reminders.down,
    name: '20261128_135753_care_reminders',
  },
  {
    up: migration_20261128_140026_spa_product_chemical.up,
    down: migration_20261128_140026_spa_product_chemical.down,
    name: '20261128_140026_spa_product_chemical',
  },
  {
    up: migration_20261128_165013_post_tool_link.up,
    down: migration_20261128_165013_post_tool_link.down,
    name: '20261128_165013_post_tool_link',
  },
  {
    up: migration_20261128_171714_last_filled_on.up,
    down: migration_20261128_171714_last_filled_on.down,
    name: '20261128_171714_last_filled_on'
  },
];
