/**
 * '@site/shared/contract': the wire contract, what the API server and the browser agree on. The
 * zod schemas of every reply and submission with their inferred types, the fixed choices, the
 * validation messages' keys and bounds, the zod-free checks of the two documents the host
 * reads first (the page's data, the remote manifest), and the three forms as data (their fields,
 * rules and bodies: the same in the browser and for a form the browser posts itself). No module state: each build bundles what
 * it imports from here (a page its few zod-free values, the API server everything); the browser's
 * reply checks load the whole of it as a chunk of their own (request/reply-check.ts).
 */
export { errorBodySchema, languageSchema, okEnvelope, pageEnvelope, paginationSchema, type ErrorBody, type Language, type Pagination } from './envelope';
export { DEFAULT_PER_PAGE, MAX_PER_PAGE, RECENT_POSTS } from './paging';
export { isServiceIconName, serviceIconNames, type ServiceIconName } from './service-icons';
export {
  HEX_COLOUR,
  categoryObjectSchema,
  categoryVariantSchema,
  dateSchema,
  hexColourSchema,
  idSchema,
  imageMetaSchema,
  localizedSchema,
  textVariantSchema,
  timestampSchema,
  type CategoryVariant,
  type ImageMeta,
  type Localized,
  type TextVariant,
} from './common';
export {
  relatedServiceSchema,
  serviceDetailResponseSchema,
  serviceSchema,
  servicesListResponseSchema,
  type Service,
  type ServiceDetailResponse,
  type ServicesListResponse,
} from './services';
export {
  projectCategoriesResponseSchema,
  projectCategorySchema,
  projectDetailResponseSchema,
  projectGalleryItemSchema,
  projectListItemSchema,
  projectSchema,
  projectsListResponseSchema,
  relatedProjectSchema,
  type Project,
  type ProjectCategoriesResponse,
  type ProjectCategory,
  type ProjectDetailResponse,
  type ProjectGalleryItem,
  type ProjectListItem,
  type ProjectsListResponse,
  type RelatedProject,
} from './projects';
export {
  blogCategoriesResponseSchema,
  blogCategorySchema,
  blogDetailResponseSchema,
  blogListItemSchema,
  blogListResponseSchema,
  blogPostSchema,
  type BlogCategoriesResponse,
  type BlogCategory,
  type BlogDetailResponse,
  type BlogListItem,
  type BlogListResponse,
  type BlogPost,
} from './blogs';
export { clientSchema, clientsResponseSchema, type Client, type ClientsResponse } from './clients';
export {
  galleriesPaginationSchema,
  galleryImageSchema,
  portfolioDetailResponseSchema,
  portfolioListResponseSchema,
  portfolioProjectSchema,
  type GalleriesPagination,
  type GalleryImage,
  type PortfolioDetailResponse,
  type PortfolioListResponse,
  type PortfolioProject,
} from './portfolio';
export {
  aboutPageResponseSchema,
  aboutSchema,
  contactInfoSchema,
  contactPageResponseSchema,
  socialLinkSchema,
  statisticsSchema,
  type About,
  type AboutPageResponse,
  type ContactInfo,
  type ContactPageResponse,
  type SocialLink,
  type Statistics,
} from './pages';
export {
  consultationDefaults,
  consultationServiceIds,
  contactServiceTypes,
  countries,
  timeSlots,
  type ConsultationServiceId,
  type ContactServiceType,
  type Country,
  type TimeSlot,
} from './choices';
export { EMAIL_EXISTS, limits, validationText } from './validation-text';
export { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX, attributionLabel, type Attribution, type AttributionField } from './attribution';
export { DEFAULT_CONTACT_SUBJECT, IDEMPOTENCY_KEY_PATTERN, TOO_MANY_REQUESTS, submissionPaths, submissionReplies } from './submission-texts';
export {
  HONEYPOT_FIELD,
  consultationSchema,
  contactMessageSchema,
  emailSchema,
  honeypotSchema,
  newsletterSchema,
  personNameSchema,
  phoneSchema,
  nameProblems,
  submissionResponseSchema,
  validateSubmission,
  type Consultation,
  type ConsultationPayload,
  type ContactMessage,
  type ContactMessagePayload,
  type NewsletterPayload,
  type SubmissionKind,
  type SubmissionResponse,
} from './submissions';
export {
  healthResponseSchema,
  livenessResponseSchema,
  readinessResponseSchema,
  type HealthResponse,
  type LivenessResponse,
  type ReadinessResponse,
} from './health';
export {
  KEEP_WHEN_OVER,
  LIST_ITEM_BYTES,
  MAX_MANIFEST_ITEMS,
  OFFLINE_BUDGET_BYTES,
  OFFLINE_LANGUAGES,
  UNKNOWN,
  itemsKept,
  overBudget,
  planOffline,
  totalBytes,
  type BudgetItem,
  type BudgetUnit,
  type OfflineKind,
  type OfflinePlan,
  type StoredUnit,
} from './offline-budget';
export {
  OFFLINE_IMAGE_WIDTHS,
  offlineManifestCoreSchema,
  offlineManifestItemSchema,
  offlineManifestResponseSchema,
  type OfflineManifest,
  type OfflineManifestCore,
  type OfflineManifestItem,
  type OfflineManifestResponse,
} from './offline';
export { checkRemoteManifest, parseRemoteManifest, remoteNames, type RemoteEntry, type RemoteManifest, type RemoteName } from './remote-manifest';
export { PAGE_DATA_ELEMENT_ID, checkPageData, type PageData } from './page-data';
export { CLIENT_ERROR_MAX_BYTES, clientErrorKinds, clientErrorReportSchema, type ClientErrorKind, type ClientErrorReport } from './client-errors';
export { textPackNames, type TextPackName } from './text-pack-names';
export type { Checked } from './shape-check';
export type {
  WidgetAttributes,
  WidgetEvents,
  WidgetHandle,
  WidgetKind,
  WidgetModule,
  WidgetMountOptions,
  WidgetFiles,
  WidgetFileSet,
  WidgetManifest,
  WidgetTheme,
  Prefill,
  PrefillField,
} from './widget';
export { PREFILL_FIELDS, WIDGET_KIT_PATH } from './widget';
export type { ConsultationElementAttributes, PortfolioElementAttributes, WidgetLanguage } from './widget-elements';
export { WIDGET_EVENTS_VERSION, widgetEventDetail, type WidgetEventDetails, type WidgetEventName } from './widget-events';
export { DEFAULT_ATTRIBUTES, LIMIT_RANGE, WATCHED_ATTRIBUTES, parseAttributes, type ParsedAttributes } from './widget-attributes';
export { PORTFOLIO_GRID, portfolioGrid, reservedHeight, snippetMinHeight } from './widget-reserve';
export { apiCallUrl, widgetFirstRead } from './widget-first-read';
export {
  DEFAULT_WIDGET_STYLE,
  RADIUS_RANGE,
  WIDGET_FONTS,
  parseWidgetStyle,
  widgetStyleDeclarations,
  widgetStyleQuery,
  type WidgetFont,
  type WidgetStyle,
} from './widget-style';
export { FORM_LIVE_EVENT } from './form-live';
export {
  checkFormOutcome,
  formField,
  formKinds,
  type Failure,
  type FormKind,
  type FormOutcome,
  type HtmlForm,
  type PayloadTexts,
  type Problems,
} from './html-forms';
export { contactForm, type ContactField } from './contact-form';
export { consultationForm, type ConsultationField } from './consultation-form';
export { newsletterForm } from './newsletter-form';
