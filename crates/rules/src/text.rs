//! What a user reads, as a key and its parameters (issue 18, "every word in the user's
//! language"): a violation (and the server's answers, which use the same type) carries its
//! [`Text`] besides the English message, so that the browser shows it in the user's language.
//!
//! [`ENGLISH`] is the catalogue: every key with its English, the spec's words, `{{name}}` where
//! a parameter goes (i18next's placeholders). It is the English translation: the server's
//! OpenAPI document hands it to the web app (`x-vama-texts`, generated into
//! `web/src/generated/texts.gen.ts`), whose English locale uses it as it is and whose other
//! locales are checked to translate every key with the same parameters.
//!
//! Parameters with a meaning of their own, the same in every language (web/src/i18n/texts.ts):
//! - `label` is filled by the browser with the label of the field the text is about (the
//!   violation's path), in the user's language; the server's English names it by its JSON name;
//! - `context` picks the key's variant for a kind of document (`stored_declaration`,
//!   `stored_guarantee`: the noun and its grammar differ), or for the field a text names
//!   (`amendment-may-not-change_mrn`, by its JSON name), as i18next's context does;
//! - `count` picks the plural form (`_one`, `_other` in English; each language has its own);
//! - `status` and `action` are a movement's status or action, shown by their names;
//! - `messages` (the NCTS messages a step sent, e.g. `IE015, IE028`) is written after the
//!   text, in parentheses.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// A text of the catalogue with its parameters.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "openapi", derive(utoipa::ToSchema))]
pub struct Text {
    /// A key of the catalogue ([`ENGLISH`]).
    pub key: String,
    /// The values of the key's `{{name}}` placeholders.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub params: BTreeMap<String, String>,
}

/// Every key with its English text (the spec's words).
pub const ENGLISH: &[(&str, &str)] = &[
    // presence (conditional.rs) and the spec 5.1 message for an empty required list
    ("required", "This field is required"),
    ("not-allowed", "This field is not allowed here"),
    (
        "at-least-one-member",
        "The {{label}} should have at least one member",
    ),
    // field limits (limits.rs)
    ("max-length", "Must be at most {{max}} characters"),
    ("min-length", "Must be at least {{min}} characters"),
    ("digits", "Only digits are allowed"),
    ("alphanumeric", "Only letters and digits are allowed"),
    ("minimum", "The minimum value is {{min}}"),
    ("maximum", "The maximum value is {{max}}"),
    ("not-negative", "Must be 0 or more"),
    // spec 9, a list beyond its size
    (
        "max-members",
        "The {{label}} can have at most {{max}} members",
    ),
    // the engine's cap on the findings of one rule (t01/rules/validate/report.rs)
    (
        "more-not-listed_one",
        "{{count}} more violation of this rule is not listed",
    ),
    (
        "more-not-listed_other",
        "{{count}} more violations of this rule are not listed",
    ),
    // the declaration's formats, offices and authorisations (t01/rules/validate: formats.rs,
    // offices.rs, authorisations.rs)
    (
        "lrn-format",
        "LRN must be 1 to 22 characters without leading or trailing spaces",
    ),
    (
        "eori-format",
        "EORI number must be two letters followed by up to 15 letters and digits (max 17)",
    ),
    (
        "destination-office-differs-from-departure",
        "Destination Office must be different from Departure Office",
    ),
    (
        "mrn-format",
        "MRN must be 18 characters: year, country, identifier, procedure letter and check digit",
    ),
    ("mrn-check-digit", "MRN check digit is not valid"),
    (
        "carnet-number-format",
        "TIR carnet number must be 10 to 11 letters and digits",
    ),
    (
        "representative-status-flag",
        "Representative status must be a flag",
    ),
    (
        "destination-office-not-in-exit-offices",
        "Destination Office can not be listed in Exit offices",
    ),
    (
        "destination-office-not-in-transit-offices",
        "Destination Office can not be listed in Transit offices",
    ),
    (
        "departure-office-not-in-exit-offices",
        "Departure Office can not be listed in Exit offices",
    ),
    (
        "departure-office-not-in-transit-offices",
        "Departure Office can not be listed in Transit offices",
    ),
    (
        "transit-office-not-in-exit-offices",
        "Transit Office can not be listed in Exit offices",
    ),
    (
        "reduced-dataset-requires-c524",
        "Authorizations must contain at least one C524 type for the selected Reduced Dataset indicator 1 (YES)",
    ),
    (
        "reduced-dataset-forbids-c524",
        "Authorizations must not contain C524 type for the selected Reduced Dataset indicator 0 (No)",
    ),
    // the declaration's dates (t01/rules/validate/dates.rs)
    (
        "date-time-format",
        "Date and time must be YYYY-MM-DDTHH:mm:ss",
    ),
    (
        "arrival-date-in-future",
        "Estimated arrival date must be in the future",
    ),
    // the spec's sentence, which names the field by its JSON name
    ("arrival-date-minimum-value-1", "{{label}} minimum value 1"),
    ("date-format", "Date must be YYYY-MM-DD"),
    (
        "date-limit-today-or-later",
        "Date limit must be today or later",
    ),
    // the declaration's guarantees (t01/rules/validate/guarantees.rs)
    ("grn-length-17", "GRN must be exactly 17 characters"),
    (
        "grn-length-24-vouchers",
        "GRN must be exactly 24 characters for guarantee type 4",
    ),
    ("grn-not-valid", "GRN is not valid (format or check digit)"),
    (
        "access-code-format",
        "Access code must be exactly 4 letters or digits",
    ),
    ("covered-amount-minimum", "Covered amount must be at least 0"),
    (
        "amount-format",
        "Amount must be at most 99999999999999.99 with at most 2 decimals",
    ),
    // the consignment's formats (t01/rules/validate: mod.rs and the blocks)
    ("ucr-format", "UCR must be 1 to 35 printable characters"),
    ("outer-space", "Must not start or end with a space"),
    ("alphanumeric-format", "Must be at most {{max}} letters or digits"),
    (
        "decimal-format",
        "Must have at most 16 digits, 6 of them after the point",
    ),
    (
        "package-count-format",
        "Must be a whole number of at most 8 digits",
    ),
    (
        "document-reference-unique",
        "Document Reference must be unique",
    ),
    (
        "postcode-format",
        "Postcode must be at most 17 letters or digits",
    ),
    (
        "container-number-format",
        "Container number must be at most 17 letters or digits",
    ),
    (
        "seal-identifier-format",
        "Seal identifier must be at most 20 letters or digits",
    ),
    (
        "goods-reference-range",
        "Goods reference must be from 1 to the total item count ({{total}})",
    ),
    ("latitude-range", "Latitude must be from -90 to 90"),
    ("longitude-range", "Longitude must be from -180 to 180"),
    ("attachment-size", "A file can have at most {{max}} KB"),
    // transport means (t01/rules/validate/transport.rs)
    ("length-1-to-max", "Must be 1 to {{max}} characters"),
    (
        "identification-number-upper-case",
        "Identification number must not contain lower-case letters for this type of identification",
    ),
    (
        "conv-ref-number-flight",
        "Conveyance reference number must be three letters, four digits and an optional letter",
    ),
    (
        "conv-ref-number-format",
        "Conveyance reference number must be 1 to 17 letters or digits",
    ),
    // the master consignment (t01/rules/validate/master.rs)
    (
        "gross-mass-at-least-houses",
        "Gross mass must be greater than or equal to the sum of the House Consignments Gross masses",
    ),
    (
        "consignor-not-holder",
        "Consignor must be different from the Holder of the transit procedure",
    ),
    (
        "carrier-not-holder",
        "Carrier must be different from the Holder of the transit procedure",
    ),
    (
        "routing-country-ncts",
        "A routing country must be an NCTS country",
    ),
    (
        "routing-country-community-transit",
        "For TIR a routing country must be a Community transit country",
    ),
    // house consignments (t01/rules/validate/houses.rs), spec 5.1's words verbatim ("At lest")
    (
        "consignment-gross-mass-at-least-items",
        "Consignment Gross mass must be greater than or equal to the sum of its Items Gross masses",
    ),
    (
        "houses-consignee-differs",
        "At lest one consignee must be different from the others",
    ),
    (
        "houses-consignor-differs",
        "At lest one consignor must be different from the others",
    ),
    (
        "houses-dispatch-country-differs",
        "At lest one Country of Dispatch must be different from the others",
    ),
    (
        "houses-payment-method-differs",
        "At lest one Payment method must be different from the others",
    ),
    (
        "houses-ucr-differs",
        "At lest one UCR must be different from the others",
    ),
    // items and goods (t01/rules/validate/items.rs, goods.rs)
    (
        "net-mass-at-most-gross-mass",
        "Net mass must be less than or equal to the Gross mass",
    ),
    (
        "cus-code-format",
        "CUS code must be at most 9 letters, digits or dashes",
    ),
    ("cn-code-max-2", "CN code must be at most 2 letters or digits"),
    ("hs-code-format", "HS code must be exactly 6 digits"),
    ("cn-code-4-to-10", "CN code must be 4 to 10 letters or digits"),
    (
        "amount-from-0-to-max",
        "Amount must be from 0 to 99999999999999.99",
    ),
    (
        "commodity-code-exactly-8-digits",
        "Commodity code must be 8 digits",
    ),
    (
        "commodity-code-4-to-8-digits",
        "Commodity code must be 4 to 8 digits",
    ),
    // the declaration's narrowed choices (t01/rules/choices.rs), by rule
    (
        "control-result-a3-excluded",
        "Control result A3 can not be chosen",
    ),
    (
        "tir-guarantee-type-b",
        "TIR transit can have only Guarantee type B",
    ),
    (
        "destination-ad-sm-from-common-transit",
        "Andorra and San Marino can not be the destination of a transit from a common-transit country",
    ),
    (
        "additional-info-30600-common-transit",
        "Transit destined to Community Transit County can not have additional information code 30600",
    ),
    (
        "item-declaration-type-item-level",
        "The declaration type of an item must be T1, T2 or T2F",
    ),
    (
        "incident-location-qualifier",
        "The location of an incident is given by UN/LOCODE, coordinates or address (U, W or Z)",
    ),
    (
        "transport-means-id-type",
        "The identification type does not fit the mode of transport",
    ),
    // a transit movement's steps refused (t01/movement: step.rs, amendment.rs, presentation.rs,
    // pre_lodged.rs)
    ("reason-required", "Reason is required"),
    ("reason-length", "Reason must be {{max}} characters or fewer"),
    ("no-mrn-allocated", "No MRN was allocated"),
    (
        "unloading-discrepancies-required",
        "Describe the discrepancies found at unloading",
    ),
    (
        "conform-without-remarks",
        "Goods that conform have no unloading remarks: clear the discrepancies, or untick 'The goods conform' to report them",
    ),
    ("incident-required", "Add the incident to register"),
    (
        "notification-type",
        "Notification type is required and must be one of {{allowed}} in this status",
    ),
    (
        "guarantee-amendment-only",
        "In status GUARANTEE_UNDER_AMENDMENT only a guarantee amendment (amendment type 1) is possible",
    ),
    (
        "other-amendment-only",
        "Amendment type 0 (Other) is the amendment possible in this status; a guarantee amendment (1) follows a Guarantee Not Valid (IE055)",
    ),
    (
        "amendment-type-required",
        "Amendment type is required: 1 Guarantee or 0 Other",
    ),
    (
        "amendment-guarantee-data-only",
        "A guarantee amendment (type 1) may change only the guarantee data",
    ),
    // R0520: what an amendment of type 0 may not change, its context the field's JSON name
    (
        "amendment-may-not-change_applicant",
        "An amendment may not change the holder of the transit procedure",
    ),
    (
        "amendment-may-not-change_representative",
        "An amendment may not change the representative",
    ),
    (
        "amendment-may-not-change_departureOffice",
        "An amendment may not change the office of departure",
    ),
    (
        "amendment-may-not-change_declarationType",
        "An amendment may not change the declaration type",
    ),
    (
        "amendment-may-not-change_addDecType",
        "An amendment may not change the additional declaration type",
    ),
    (
        "amendment-may-not-change_declarationTypeSecurity",
        "An amendment may not change the security type",
    ),
    (
        "amendment-may-not-change_mrn",
        "An amendment may not change the MRN",
    ),
    (
        "amendment-may-not-change_lrn",
        "An amendment may not change the LRN",
    ),
    (
        "amendment-may-not-change_hsCode",
        "An amendment may not change the HS code",
    ),
    (
        "goods-location-required-for-presentation",
        "The location of goods is required to notify the presentation (IE170)",
    ),
    ("presentation-mrn-required", "MRN is required"),
    (
        "presentation-mrn-of-movement",
        "The MRN must be the movement's MRN {{mrn}}",
    ),
    (
        "presentation-language",
        "Communication language at transit is required",
    ),
    (
        "ens-mrn-format",
        "ENS MRN is not a valid MRN (18 characters: year, country, 12 characters, letter, digit)",
    ),
    (
        "ens-mrn-check-digit",
        "ENS MRN is not a valid MRN (its check digit is wrong)",
    ),
    (
        "presentation-office-required",
        "Customs office of transit (actual) is required",
    ),
    (
        "presented-at-your-office",
        "The goods are presented at your office {{office}}, not at {{actual}}",
    ),
    // the guarantee (g01/rules: validate.rs, forms.rs, choices.rs)
    (
        "date-in-format",
        "The date must be in the format YYYY-MM-DD",
    ),
    (
        "grn-letters-and-digits-max-24",
        "The GRN must be letters and digits only, at most 24",
    ),
    (
        "grn-pattern",
        "The GRN must be 2 digits, 2 letters, 12 letters or digits and a check digit, followed for vouchers by 1 letter and 6 digits",
    ),
    ("grn-check-digit", "The check digit of the GRN is not valid"),
    (
        "grn-length-of-type",
        "The GRN has 24 characters for guarantee type 4 (vouchers), 17 otherwise",
    ),
    (
        "customs-office-of-application-country",
        "The customs office of guarantee must be a guarantee office of the application country",
    ),
    ("unknown-customs-office", "There is no customs office {{code}}"),
    ("unknown-country", "There is no country {{code}}"),
    ("unknown-code", "{{code}} is not a code of this list"),
    (
        "competent-office-type",
        "The competent customs office must be an office of type {{types}} of {{country}}",
    ),
    (
        "start-date-today-or-later",
        "The start date must be today or later",
    ),
    ("end-date-in-the-future", "The end date must be in the future"),
    (
        "end-date-not-before-start-date",
        "The end date must not be before the start date",
    ),
    (
        "authorisation-reference-10-to-20",
        "The authorisation reference must be 10 to 20 characters",
    ),
    (
        "code-exactly-4-letters-or-digits",
        "The code must be exactly 4 letters or digits",
    ),
    (
        "voucher-number-letter-and-six-digits",
        "The voucher number must be one uppercase letter followed by six digits",
    ),
    (
        "amount-positive-with-2-decimals",
        "The amount must be more than 0 with at most 2 decimals",
    ),
    (
        "street-number-max-70",
        "The street and number must be at most {{max}} characters",
    ),
    (
        "postcode-max-17",
        "The postcode must be at most {{max}} characters",
    ),
    ("city-max-35", "The city must be at most {{max}} characters"),
    (
        "postcode-letters-and-digits",
        "The postcode must be letters and digits only",
    ),
    (
        "countries-not-covered-ncts",
        "Countries not covered must be NCTS countries",
    ),
    (
        "description-max-512",
        "The description must be at most 512 characters",
    ),
    (
        "details-max-512",
        "The details must be at most 512 characters",
    ),
    ("files-max-10", "You can upload at most 10 files"),
    (
        "document-reference-number-max-100",
        "The document reference number must be at most 100 characters",
    ),
    (
        "document-issue-date-today-or-past",
        "The document issue date must be today or in the past",
    ),
    // the GOV.UK wording for a refused file (issue 6)
    (
        "file-type",
        "The selected file must be a PDF, PNG, JPEG or BMP",
    ),
    (
        "file-size",
        "The selected file must be smaller than 4000 KB",
    ),
    (
        "amount-limit-1-to-guarantee-amount",
        "The amount limit must be at least 1 and at most the guarantee amount",
    ),
    (
        "guarantee-level-only-comprehensive",
        "GUARANTEE_LEVEL is offered only when the simplification is comprehensive",
    ),
    (
        "validity-end-date-today-or-later",
        "The validity end date must be today or later",
    ),
    (
        "amount-modifier-min-1",
        "The amount modifier must be at least 1",
    ),
    (
        "decrease-leaves-at-least-1",
        "The decreased amount must stay at least 1",
    ),
    (
        "guarantee-type-of-comprehensive",
        "A comprehensive guarantee is of guarantee type 0 or 1",
    ),
    (
        "monitoring-code-of-the-type",
        "The monitoring code does not match the monitoring flag of the guarantee type",
    ),
    // the application's blocks (authorisation/blocks)
    (
        "amount-between-0-and-max",
        "The amount must be between 0 and 99999999999999.99",
    ),
    (
        "attestation-required",
        "The attestation must be given to submit the application",
    ),
    (
        "unique-office",
        "The office {{office}} is already in the list",
    ),
    (
        "commodity-code-8-digits",
        "The commodity code must have 8 digits when the import duty is calculated on the processed products",
    ),
    ("area-at-least-1", "The area must be at least 1 m²"),
    // the steps of the customs-decisions lifecycle (server authorisation/steps.rs,
    // amendment.rs, notice.rs); `decisionStatus` is an authorisation's status, shown by name
    (
        "deadline-within-30-days",
        "The deadline is after today and at most 30 days ahead",
    ),
    (
        "extension-1-to-30-days",
        "The time limit is extended by 1 to 30 days",
    ),
    (
        "extended-once",
        "The decision's time limit has been extended once already: it may be extended only once",
    ),
    (
        "validity-not-before-today",
        "The validity cannot start before today",
    ),
    (
        "validity-ends-after-start",
        "The validity must end after it starts",
    ),
    (
        "no-amendment-requested",
        "No amendment of this decision has been requested",
    ),
    (
        "amendment-keeps-holder",
        "An amendment cannot change the holder of the decision: apply for a new decision",
    ),
    (
        "amendment-changes-nothing",
        "The amendment changes nothing: change the application before requesting it",
    ),
    ("amendment-has-errors", "The amended application has errors"),
    (
        "notice-once-issued",
        "The decision notice is printed once the decision is issued; this application is {{decisionStatus}}",
    ),
    (
        "no-decision-reference-yet",
        "The decision has no reference number yet: it is given on issue",
    ),
    // a declaration's use of the decisions (server authorisation/usage.rs)
    (
        "authorisation-unknown",
        "No {{code}} decision {{reference}} is known to this portal",
    ),
    (
        "authorisation-not-active",
        "The {{code}} decision {{reference}} is {{decisionStatus}}: only an active decision may be used",
    ),
    (
        "authorisation-holder",
        "The {{code}} decision {{reference}} is not held by {{holder}}",
    ),
    // the answers to the generic actions (documents/handlers.rs), per kind of document
    ("valid_declaration", "The declaration is valid"),
    ("valid_guarantee", "The guarantee is valid"),
    ("valid_application", "The application is valid"),
    (
        "invalid_declaration_one",
        "The declaration has {{count}} error",
    ),
    (
        "invalid_declaration_other",
        "The declaration has {{count}} errors",
    ),
    ("invalid_guarantee_one", "The guarantee has {{count}} error"),
    (
        "invalid_guarantee_other",
        "The guarantee has {{count}} errors",
    ),
    (
        "invalid_application_one",
        "The application has {{count}} error",
    ),
    (
        "invalid_application_other",
        "The application has {{count}} errors",
    ),
    (
        "stored_declaration",
        "Declaration stored as version {{version}}.",
    ),
    (
        "stored_guarantee",
        "Guarantee stored as version {{version}}.",
    ),
    (
        "stored_application",
        "Application stored as version {{version}}.",
    ),
    (
        "unchanged_declaration",
        "Nothing changed: the declaration stays at version {{version}}.",
    ),
    (
        "unchanged_guarantee",
        "Nothing changed: the guarantee stays at version {{version}}.",
    ),
    (
        "unchanged_application",
        "Nothing changed: the application stays at version {{version}}.",
    ),
    ("deleted_declaration", "Declaration deleted"),
    ("deleted_guarantee", "Guarantee deleted"),
    ("deleted_application", "Application deleted"),
    // a transit movement's step (t01/movement/step.rs), named by the MRN or else the LRN
    ("movement-submitted", "{{reference}}: submitted"),
    ("movement-verified", "{{reference}}: verified"),
    (
        "movement-mrn-allocated",
        "{{reference}}: accepted, MRN allocated",
    ),
    ("movement-done", "{{reference}}: {{action}} done"),
    ("movement-now", "{{reference}}: now {{status}}"),
    // why a movement's step is refused (t01/movement/step.rs, refusal.rs); `prior` is an
    // action, shown by its name as `action` is, `message` the NCTS message it sent
    (
        "movement-not-now",
        "'{{action}}' is not possible on a movement in status {{status}}",
    ),
    (
        "movement-not-now_cancel-released",
        "'{{action}}' is not possible on a movement in status {{status}}: a declaration can be cancelled only before release; after release NCTS answers the invalidation request (IE014) with IE056, code 92 (message out of sequence)",
    ),
    (
        "movement-not-now_amend-released",
        "'{{action}}' is not possible on a movement in status {{status}}: a declaration can be amended only before release",
    ),
    (
        "movement-for-others",
        "'{{action}}' on a movement in status {{status}} is for another role than yours",
    ),
    (
        "movement-written-off",
        "'{{action}}' is not possible: the movement is already written off (IE045)",
    ),
    (
        "movement-not-overdue",
        "'{{action}}' is possible once the time limit for arrival has expired",
    ),
    (
        "movement-crossed-here",
        "'{{action}}' is not possible: the crossing is already registered at your office",
    ),
    (
        "movement-no-longer",
        "'{{action}}' is no longer possible: '{{prior}}' ({{message}}) has been taken",
    ),
    (
        "movement-not-yet",
        "'{{action}}' is possible after '{{prior}}' ({{message}}), not before",
    ),
    (
        "movement-answered",
        "'{{action}}' ({{own}}) has already answered every '{{prior}}' ({{message}})",
    ),
    (
        "movement-declaration-type",
        "This action is for a declaration of additional declaration type {{wanted}}; this one is of type {{have}}",
    ),
    // signing in (server auth/routes.rs)
    ("bad-credentials", "Wrong user name or password"),
    (
        "account-disabled",
        "This account is disabled. Ask your customs administration to enable it.",
    ),
    // the server's answers to what cannot be done (server error.rs, documents/permission.rs)
    ("no-such-document", "No such document"),
    (
        "document-changed",
        "The document was changed by someone else since you opened it (version {{version}} is now current). Reload it and apply your changes again.",
    ),
    (
        "permission-required",
        "This needs the permission '{{permission}}', which your account does not have",
    ),
    // a saved template's name (server documents/templates.rs)
    ("template-name-required", "Enter a name for the template"),
    (
        "template-name-too-long",
        "The template's name must be {{max}} characters or fewer",
    ),
    (
        "template-name-control",
        "The template's name cannot hold line breaks or tabs",
    ),
    (
        "template-too-large",
        "A template can hold at most {{max}} KB: save a declaration with fewer house consignments or items as a template",
    ),
    ("no-such-template", "No such template"),
    // a body that does not fit what it is read as (server shape.rs); the place is the
    // violation's path, which the app names by the form's labels
    (
        "file-does-not-fit_document",
        "The document does not have the expected shape: nothing was stored",
    ),
    (
        "file-does-not-fit_form",
        "The form does not have the expected shape: nothing was done",
    ),
    (
        "not-json",
        "This is not JSON: it cannot be read from line {{line}}, column {{column}} on",
    ),
    ("file-shape_number", "A number is expected here; the file has {{found}}"),
    (
        "file-shape_decimal",
        "A number of at most 16 digits, 6 of them after the decimal point, is expected here; the file has {{found}}",
    ),
    ("file-shape_text", "A text is expected here; the file has {{found}}"),
    ("file-shape_list", "A list is expected here; the file has {{found}}"),
    ("file-shape_yes-no", "true or false is expected here; the file has {{found}}"),
    ("file-shape_group", "A group of fields is expected here; the file has {{found}}"),
    ("file-shape_type", "Another kind of value is expected here; the file has {{found}}"),
    ("file-shape_unknown-field", "There is no field '{{name}}' here"),
    ("file-shape_missing-field", "The field '{{name}}' is missing here"),
    ("file-shape_value", "The value {{found}} is not allowed here"),
    ("file-shape_unreadable", "The value here does not fit"),
    // an action or a change of attachments refused (documents/handlers.rs, attachments.rs)
    (
        "action-not-now",
        "'{{action}}' is not possible in status {{status}}",
    ),
    ("action-not-yours", "'{{action}}' is not one of your actions on this document"),
    (
        "attachments-not-now",
        "The attachments cannot be changed in status {{status}}",
    ),
    (
        "attachments-not-yours",
        "You may not change the attachments of this document",
    ),
    // the administration of users (identity/admin.rs)
    ("no-such-user", "No such user"),
    ("user-name-taken", "That user name is taken"),
    (
        "admin-keeps-own-role",
        "You cannot take your own administration away: another administrator may",
    ),
    (
        "admin-not-self-disable",
        "You cannot disable yourself: another administrator may",
    ),
    // sign-in and the balance query refused (server auth/routes.rs, guarantee/query.rs)
    (
        "too-many-sign-ins",
        "Too many failed sign-in attempts. Wait 15 minutes and try again.",
    ),
    (
        "too-many-balance-queries",
        "Too many balance queries with a GRN and access code that do not match. Wait 15 minutes and try again.",
    ),
    (
        "local-accounts-off",
        "Sign-in with a user name and password is switched off here: sign in through the SSO",
    ),
    ("credentials-too-long", "User name or password is too long"),
    // limits of the server (documents/quota.rs, documents/heavy.rs)
    (
        "draft-quota-exceeded",
        "Your drafts take {{used}} of the {{quota}} you may keep: this version ({{size}}) does not fit. Submit or delete drafts you no longer need.",
    ),
    (
        "server-busy",
        "The server is working on other large documents: try again in {{seconds}} seconds",
    ),
    // importing a file (documents/import.rs)
    ("input-file-mandatory", "Input file is mandatory"),
    (
        "import-reads_json",
        "This file cannot be imported: import reads an exported JSON file (.json)",
    ),
    (
        "import-reads_json-or-xml",
        "This file cannot be imported: import reads an exported JSON file (.json) or an NCTS XML message (.xml)",
    ),
    (
        "xml-not-utf8",
        "The XML file is not UTF-8 text (at byte {{byte}})",
    ),
    (
        "xml-not-valid",
        "The file is not valid against the schema {{schema}} (errors found: {{errors}}). Nothing was stored.",
    ),
    (
        "lrn-taken",
        "The holder {{holder}} already uses LRN {{lrn}}: the LRN is unique per holder. Nothing was stored.",
    ),
    (
        "lrn-unique-per-holder",
        "{{lrn}} is already used by another of the holder's documents",
    ),
    (
        "templates-full",
        "You have {{max}} templates already: delete one first",
    ),
];

impl Text {
    /// The text of `key` (a key of [`ENGLISH`], or the stem of its variants) without
    /// parameters.
    pub fn new(key: &str) -> Text {
        debug_assert!(
            ENGLISH
                .iter()
                .any(|(k, _)| *k == key || k.starts_with(&format!("{key}_"))),
            "no text '{key}' in the catalogue"
        );
        Text {
            key: key.to_owned(),
            params: BTreeMap::new(),
        }
    }

    /// The same text with `name` set to `value`.
    pub fn with(mut self, name: &str, value: impl ToString) -> Text {
        self.params.insert(name.to_owned(), value.to_string());
        self
    }

    /// The English, its placeholders filled (an unknown key is shown as it is: never empty).
    pub fn english(&self) -> String {
        let Some(template) = self.variants().into_iter().find_map(|key| english_of(&key)) else {
            return self.key.clone();
        };
        let mut out = template.to_owned();
        for (name, value) in &self.params {
            out = out.replace(&format!("{{{{{name}}}}}"), value);
        }
        if let Some(messages) = self.params.get("messages") {
            out = format!("{out} ({messages})");
        }
        out
    }

    /// The keys that may hold this text, the most precise first, as i18next looks them up:
    /// key, context and English plural form; key and context; key and plural form; the key.
    fn variants(&self) -> Vec<String> {
        let key = &self.key;
        let context = self.params.get("context");
        let plural = self
            .params
            .get("count")
            .map(|count| if count == "1" { "one" } else { "other" });
        let mut keys = Vec::with_capacity(4);
        if let (Some(context), Some(plural)) = (context, plural) {
            keys.push(format!("{key}_{context}_{plural}"));
        }
        if let Some(context) = context {
            keys.push(format!("{key}_{context}"));
        }
        if let Some(plural) = plural {
            keys.push(format!("{key}_{plural}"));
        }
        keys.push(key.clone());
        keys
    }
}

fn english_of(key: &str) -> Option<&'static str> {
    ENGLISH.iter().find(|(k, _)| *k == key).map(|(_, en)| *en)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_text_is_written_in_english_with_its_parameters() {
        assert_eq!(
            Text::new("max-length").with("max", 35).english(),
            "Must be at most 35 characters"
        );
        assert_eq!(Text::new("required").english(), "This field is required");
    }

    #[test]
    fn a_text_takes_the_variant_of_its_kind_and_number() {
        let invalid = |count: usize| {
            Text::new("invalid")
                .with("context", "guarantee")
                .with("count", count)
                .english()
        };
        assert_eq!(invalid(1), "The guarantee has 1 error");
        assert_eq!(invalid(3), "The guarantee has 3 errors");
        let stored = Text::new("stored")
            .with("context", "application")
            .with("version", 2);
        assert_eq!(stored.english(), "Application stored as version 2.");
    }

    #[test]
    fn the_messages_a_step_sent_follow_its_text() {
        let text = Text::new("movement-submitted")
            .with("reference", "LRN-1")
            .with("messages", "IE015");
        assert_eq!(text.english(), "LRN-1: submitted (IE015)");
    }

    #[test]
    fn the_catalogue_has_each_key_once_and_no_empty_text() {
        let mut keys: Vec<_> = ENGLISH.iter().map(|(k, _)| *k).collect();
        keys.sort_unstable();
        keys.dedup();
        assert_eq!(keys.len(), ENGLISH.len());
        assert!(ENGLISH.iter().all(|(_, en)| !en.trim().is_empty()));
    }

    #[test]
    fn a_text_travels_as_key_and_parameters() {
        let json = serde_json::to_value(Text::new("minimum").with("min", 0)).unwrap();
        assert_eq!(
            json,
            serde_json::json!({"key": "minimum", "params": {"min": "0"}})
        );
        let bare = serde_json::to_value(Text::new("required")).unwrap();
        assert_eq!(bare, serde_json::json!({"key": "required"}));
    }
}
