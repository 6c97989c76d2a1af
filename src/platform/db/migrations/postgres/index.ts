import * as migration_20261122_005600_schema from './20261122_005600_schema';
import * as migration_20261122_014244_content from './20261122_014244_content';
import * as migration_20261122_100503_questions from './20261122_100503_questions';
import * as migration_20261122_104053_price_checks from './20261122_104053_price_checks';
import * as migration_20261122_105550_leads from './20261122_105550_leads';
import * as migration_20261122_225023_lead_email_key from './20261122_225023_lead_email_key';
import * as migration_20261122_234949_manufacturer_url_optional from './20261122_234949_manufacturer_url_optional';
import * as migration_20261123_020009_commerce from './20261123_020009_commerce';
import * as migration_20261123_022722_price_check_report from './20261123_022722_price_check_report';
import * as migration_20261123_044448_shop_and_crm from './20261123_044448_shop_and_crm';
import * as migration_20261123_053611_videos from './20261123_053611_videos';
import * as migration_20261123_212053_mail_relay from './20261123_212053_mail_relay';
import * as migration_20261126_040623_lead_captures from './20261126_040623_lead_captures';
import * as migration_20261126_134740_buyer_tools from './20261126_134740_buyer_tools';
import * as migration_20261126_135155_buyer_tool_usage from './20261126_135155_buyer_tool_usage';
import * as migration_20261126_141757_buyer_tools_all from './20261126_141757_buyer_tools_all';
import * as migration_20261128_010927_price_position_snapshots from './20261128_010927_price_position_snapshots';
import * as migration_20261128_015919_climate_stations from './20261128_015919_climate_stations';
import * as migration_20261128_041912_certified_spa_models from './20261128_041912_certified_spa_models';
import * as migration_20261128_060000_seed_record_and_cache_tags from './20261128_060000_seed_record_and_cache_tags';
import * as migration_20261128_080832_lead_email_confirmation from './20261128_080832_lead_email_confirmation';
import * as migration_20261128_110102_spent_form_tokens from './20261128_110102_spent_form_tokens';
import * as migration_20261128_135708_tool_visitors from './20261128_135708_tool_visitors';
import * as migration_20261128_135811_care_reminders from './20261128_135811_care_reminders';
import * as migration_20261128_140051_spa_product_chemical from './20261128_140051_spa_product_chemical';
import * as migration_20261128_165024_post_tool_link from './20261128_165024_post_tool_link';
import * as migration_20261128_171722_last_filled_on from './20261128_171722_last_filled_on';

export const migrations = [
  {
    up: migration_20261122_005600_schema.up,
    down: migration_20261122_005600_schema.down,
    name: '20261122_005600_schema',
  },
  {
    up: migration_20261122_014244_content.up,
    down: migration_20261122_014244_content.down,
    name: '20261122_014244_content',
  },
  {
    up: migration_20261122_100503_questions.up,
    down: migration_20261122_100503_questions.down,
    name: '20261122_100503_questions',
  },
  {
    up: migration_20261122_104053_price_checks.up,
    down: migration_20261122_104053_price_checks.down,
    name: '20261122_104053_price_checks',
  },
  {
    up: migration_20261122_105550_leads.up,
    down: migration_20261122_105550_leads.down,
    name: '20261122_105550_leads',
  },
  {
    up: migration_20261122_225023_lead_email_key.up,
    down: migration_20261122_225023_lead_email_key.down,
    name: '20261122_225023_lead_email_key',
  },
  {
    up: migration_20261122_234949_manufacturer_url_optional.up,
    down: migration_20261122_234949_manufacturer_url_optional.down,
    name: '20261122_234949_manufacturer_url_optional',
  },
  {
    up: migration_20261123_020009_commerce.up,
    down: migration_20261123_020009_commerce.down,
    name: '20261123_020009_commerce',
  },
  {
    up: migration_20261123_022722_price_check_report.up,
    down: migration_20261123_022722_price_check_report.down,
    name: '20261123_022722_price_check_report',
  },
  {
    up: migration_20261123_044448_shop_and_crm.up,
    down: migration_20261123_044448_shop_and_crm.down,
    name: '20261123_044448_shop_and_crm',
  },
  {
    up: migration_20261123_053611_videos.up,
    down: migration_20261123_053611_videos.down,
    name: '20261123_053611_videos',
  },
  {
    up: migration_20261123_212053_mail_relay.up,
    down: migration_20261123_212053_mail_relay.down,
    name: '20261123_212053_mail_relay',
  },
  {
    up: migration_20261126_040623_lead_captures.up,
    down: migration_20261126_040623_lead_captures.down,
    name: '20261126_040623_lead_captures',
  },
  {
    up: migration_20261126_134740_buyer_tools.up,
    down: migration_20261126_134740_buyer_tools.down,
    name: '20261126_134740_buyer_tools',
  },
  {
    up: migration_20261126_135155_buyer_tool_usage.up,
    down: migration_20261126_135155_buyer_tool_usage.down,
    name: '20261126_135155_buyer_tool_usage',
  },
  {
    up: migration_20261126_141757_buyer_tools_all.up,
    down: migration_20261126_141757_buyer_tools_all.down,
    name: '20261126_141757_buyer_tools_all',
  },
  {
    up: migration_20261128_010927_price_position_snapshots.up,
    down: migration_20261128_010927_price_position_snapshots.down,
    name: '20261128_010927_price_position_snapshots',
  },
  {
    up: migration_20261128_015919_climate_stations.up,
    down: migration_20261128_015919_climate_stations.down,
    name: '20261128_015919_climate_stations',
  },
  {
    up: migration_20261128_041912_certified_spa_models.up,
    down: migration_20261128_041912_certified_spa_models.down,
    name: '20261128_041912_certified_spa_models',
  },
  {
    up: migration_20261128_060000_seed_record_and_cache_tags.up,
    down: migration_20261128_060000_seed_record_and_cache_tags.down,
    name: '20261128_060000_seed_record_and_cache_tags',
  },
  {
    up: migration_20261128_080832_lead_email_confirmation.up,
    down: migration_20261128_080832_lead_email_confirmation.down,
    name: '20261128_080832_lead_email_confirmation',
  },
  {
    up: migration_20261128_110102_spent_form_tokens.up,
    down: migration_20261128_110102_spent_form_tokens.down,
    name: '20261128_110102_spent_form_tokens',
  },
  {
    up: migration_20261128_135708_tool_visitors.up,
    down: migration_20261128_135708_tool_visitors.down,
    name: '20261128_135708_tool_visitors',
  },
  {
    up: migration_20261128_135811_care_reminders.up,
    down: migration_20261128_135811_care_reminders.down,
    name: '20261128_135811_care_reminders',
  },
  {
    up: migration_20261128_140051_spa_product_chemical.up,
    down: migration_20261128_140051_spa_product_chemical.down,
    name: '20261128_140051_spa_product_chemical',
  },
  {
    up: migration_20261128_165024_post_tool_link.up,
    down: migration_20261128_165024_post_tool_link.down,
    name: '20261128_165024_post_tool_link',
  },
  {
    up: migration_20261128_171722_last_filled_on.up,
    down: migration_20261128_171722_last_filled_on.down,
    name: '20261128_171722_last_filled_on'
  },
];
