import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { TableFeatureClient as TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { VideoPagesFilter as VideoPagesFilter_13c946167743e22e216940b8d68c2e5c } from '@/content/admin/VideoPagesFilter'
import { ModerationFilters as ModerationFilters_2d6b5128fa8cd17063263acc3ddeba19 } from '@/questions/admin/ModerationFilters'
import { TubPricePosition as TubPricePosition_ab7ab9facc510ddcf1a141d6e3c71577 } from '@/pricecheck/position/admin/TubPricePosition'
import { ImportCertifiedModels as ImportCertifiedModels_f669e19f276aa1dfeeaf718c640f868b } from '@/buyertools/certifiedModels/admin/ImportCertifiedModels'
import { CrmRetryButton as CrmRetryButton_af8cde9212469e243fddebc98f1b5a15 } from '@/crm/admin/CrmRetryButton'
import { RefundButton as RefundButton_ee0f44cbc3b7de128cb3afc38247e28c } from '@/commerce/admin/RefundButton'
import { OrderQueueLinks as OrderQueueLinks_5fae23f861b8dc4ab36ff246ce9f4e28 } from '@/commerce/admin/OrderQueueLinks'
import { DashboardModeration as DashboardModeration_2ad3c1246f917aad16d624e7981023aa } from '@/questions/admin/DashboardModeration'
import { DashboardWaitingPriceChecks as DashboardWaitingPriceChecks_7ac8819694ec4074ab5aa15094ced9f4 } from '@/pricecheck/admin/DashboardWaitingPriceChecks'
import { DashboardBuyerTools as DashboardBuyerTools_159c2be6c86acbdc581a59cdcb73674f } from '@/buyertools/usage/admin/DashboardBuyerTools'
import { DashboardCareReminders as DashboardCareReminders_fc74d795fd835c34865cb130c1c2e805 } from '@/watercare/reminders/admin/DashboardCareReminders'
import { DashboardOrdersToShip as DashboardOrdersToShip_6d84e76b73d6a134b52d5a692f5f4dcd } from '@/commerce/admin/DashboardOrdersToShip'
import { BusinessAtAGlance as BusinessAtAGlance_ad8b637030a9c1a627f25cb9e68cc9a2 } from '@/staff/dashboard/BusinessAtAGlance'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#TableFeatureClient": TableFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@/content/admin/VideoPagesFilter#VideoPagesFilter": VideoPagesFilter_13c946167743e22e216940b8d68c2e5c,
  "@/questions/admin/ModerationFilters#ModerationFilters": ModerationFilters_2d6b5128fa8cd17063263acc3ddeba19,
  "@/pricecheck/position/admin/TubPricePosition#TubPricePosition": TubPricePosition_ab7ab9facc510ddcf1a141d6e3c71577,
  "@/buyertools/certifiedModels/admin/ImportCertifiedModels#ImportCertifiedModels": ImportCertifiedModels_f669e19f276aa1dfeeaf718c640f868b,
  "@/crm/admin/CrmRetryButton#CrmRetryButton": CrmRetryButton_af8cde9212469e243fddebc98f1b5a15,
  "@/commerce/admin/RefundButton#RefundButton": RefundButton_ee0f44cbc3b7de128cb3afc38247e28c,
  "@/commerce/admin/OrderQueueLinks#OrderQueueLinks": OrderQueueLinks_5fae23f861b8dc4ab36ff246ce9f4e28,
  "@/questions/admin/DashboardModeration#DashboardModeration": DashboardModeration_2ad3c1246f917aad16d624e7981023aa,
  "@/pricecheck/admin/DashboardWaitingPriceChecks#DashboardWaitingPriceChecks": DashboardWaitingPriceChecks_7ac8819694ec4074ab5aa15094ced9f4,
  "@/buyertools/usage/admin/DashboardBuyerTools#DashboardBuyerTools": DashboardBuyerTools_159c2be6c86acbdc581a59cdcb73674f,
  "@/watercare/reminders/admin/DashboardCareReminders#DashboardCareReminders": DashboardCareReminders_fc74d795fd835c34865cb130c1c2e805,
  "@/commerce/admin/DashboardOrdersToShip#DashboardOrdersToShip": DashboardOrdersToShip_6d84e76b73d6a134b52d5a692f5f4dcd,
  "@/staff/dashboard/BusinessAtAGlance#BusinessAtAGlance": BusinessAtAGlance_ad8b637030a9c1a627f25cb9e68cc9a2,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
