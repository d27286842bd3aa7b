import type * as be from "@raidkit/api/be";
import type { ReplyOf } from "@raidkit/api/be";

/** The admin catalogue calls' replies, named for the pages (types only: the calls are on the shared client). */
export type ItemsReply = ReplyOf<typeof be.adminItems>;
export type ItemReply = ReplyOf<typeof be.adminItem>;
export type TagsReply = ReplyOf<typeof be.adminTags>;
export type QualityReply = ReplyOf<typeof be.adminPriceQuality>;
export type QualityUpdateReply = ReplyOf<typeof be.adminPriceQualityUpdate>;
export type ImagesReply = ReplyOf<typeof be.adminImages>;
