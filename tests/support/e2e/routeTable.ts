/**
 * The spec's route table (site-spec section 2), written out path by path as the oracle for the
 * route walk: each path and the canonical page it must show (itself) or redirect to. Where the
 * spec lists a path twice, the first row wins (new-hot-tub-tips is the tips article).
 */
export const SPEC_ROUTES: Record<string, string[]> = {
  '/': [],
  '/guide': [
    'hot-tub-buyers-guide',
    'all-hot-tub-reviews-blog',
    '10-rules-hot-tub-party',
    'deals',
    'where-to-buy',
    '5_things_2024',
    'five_things_to_consider_before_buying_a_hot_tub',
  ],
  '/asktheexperts': ['ask', 'asked'],
  '/consult': ['pbs', 'pbs2', 'assistance', 'buyers-assistance', 'privatebuyer', 'private-buyers-service'],
  '/newline': [],
  '/complete/consult': [],
  '/complete/pbs': [],
  '/price-check': [],
  '/content/articles': [],
  '/content/reviews': [],
  '/content/videos': [],
  '/brands': ['hot_tub_brands', 'hot-tub-brands'],
  '/how-much-should-i-pay-for-a-hot-tub': [],
  '/proprietaryparts': [
    'hot_tub_jets_and_fittings',
    'articles/16',
    'hot-tub-parts-game-affects-long-term-satisfaction',
  ],
  '/hot_tub_warranties': ['articles/6'],
  '/brightwater-spas-review': ['brightwater_spas', 'reviews/1', 'articles/1'],
  '/summit-ridge-hot-tubs-review': ['summit_ridge_hot_tubs', 'reviews/2', 'articles/8'],
  '/coral-bay-spas-review': ['coral_bay_spas', 'reviews/3', 'articles/11'],
  '/northstar-spas-review': ['northstar_spas', 'reviews/4', 'articles/15'],
  '/tidewell-hot-tubs-review': ['tidewell_hot_tubs', 'reviews/5', 'articles/17'],
  '/evergreen-leisure-spas-review': ['evergreen_leisure_spas', 'reviews/6', 'articles/18'],
  '/bluecrest-spas-review': ['bluecrest_spas', 'reviews/7', 'articles/19'],
  '/harbor-lane-hot-tubs-review': ['harbor_lane_hot_tubs', 'reviews/8', 'articles/20'],
  '/valuebarn-warehouse-hot-tubs-review': ['valuebarn_warehouse', 'reviews/9', 'articles/21'],
  '/therapy_hot_tubs': [
    'articles/10',
    'articles/14',
    'best-hot-tubs-2021',
    'hi-end-therapy-massage-spas',
    'top-5-therapy-hot-tubs-2021',
  ],
  '/beware_of_full_foam': [],
  '/ultralift': [],
  '/circulation_pumps': ['articles/2', '24-hr-circulation-pumps'],
  '/how_hot_tubs_should_be_made': [],
  '/filtration_systems': ['articles/9', 'filtration-systems'],
  '/5_tips_for_hot_tubs': ['new-hot-tub-tips'],
  '/hot_tub_water_chemistry': [],
  '/in_depth_water_chemistry': [],
  '/ratings_sites': [],
  '/aboutus': [],
  '/enzyme_systems': ['articles/12', 'enzymes', 'spa-products', 'enzyme-water-treatment'],
  '/insulation_systems': [
    'articles/13',
    'energy-efficiency-2',
    'hot-tub-insulation-systems-numbers',
    'reflective-mylar-insualtion-systems',
  ],
  '/salt_systems': ['articles/3', 'salt-systems-on-hot-tubs'],
  '/clamped_plumbing_lines_in_hot_tubs': [],
  '/the-hot-tub-industry-sucks': [],
  '/shell_construction_2023': [],
  '/great_marketing_vs_great_hottubs': [],
  '/mass_merchants': ['articles/4', 'mass_merchant_hot_tubs_in_2022'],
  '/2025_twilight_review': [],
  '/hot_tub_shells': ['hottubshells', 'shell_construction', 'articles/7'],
  '/hot_tub_bases': ['articles/5'],
}

/** The generic video pages of the table (sidebar count 2, the video template). */
export const VIDEO_PAGES = [
  '/shell_construction_2023',
  '/great_marketing_vs_great_hottubs',
  '/mass_merchants',
  '/2025_twilight_review',
  '/hot_tub_shells',
  '/hot_tub_bases',
]

/** The browser titles the spec gives word for word. */
export const SPEC_TITLES: Record<string, string> = {
  '/guide': 'The Ultimate Hot Tub Buyers Guide | TubWise',
  '/asktheexperts': 'Ask the Hot Tub Experts | TubWise',
  '/newline': 'The Best Value in Hot Tubs| TubWise',
  '/clamped_plumbing_lines_in_hot_tubs': 'Clamped Plumbing Lines in Hot Tubs | TubWise',
}

/** Sidebar item counts the spec gives: promotion, + ask the experts, + buying group. */
export const SPEC_SIDEBARS: Record<string, number> = {
  '/asktheexperts': 1,
  '/newline': 3,
  '/hot_tub_shells': 2,
  '/the-hot-tub-industry-sucks': 3,
  '/guide': 3,
}
