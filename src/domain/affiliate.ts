// The affiliate fields of the create call (seed 000 §7: affiliateAbVersion,
// affiliateAppIndicator, affiliateLiveOffers; §9 the live-offer campaigns), apart from the
// prepopulation helpers so the create call does not carry them.

/** The affiliate part of a prepopulation record, kept for the create call. */
export interface AffiliateInfo {
  abVersion: string | null;
  affiliates: string[];
}

/** The create-call fields (seed 000 §7): affiliateAbVersion, affiliateAppIndicator, affiliateLiveOffers. */
export function affiliateRequestFields(info: AffiliateInfo | null, campaign: string, liveOfferCampaigns: readonly string[]): {
  affiliateAbVersion: string | null;
  affiliateAppIndicator: boolean;
  affiliateLiveOffers: boolean;
} {
  return {
    affiliateAbVersion: info?.abVersion ?? null,
    affiliateAppIndicator: (info?.affiliates.length ?? 0) > 0,
    affiliateLiveOffers: liveOfferCampaigns.includes(campaign.toUpperCase()),
  };
}
