//! The transit declaration T01 served by the generic document machinery: its LRN and MRN, the
//! IE015 export and import, its list columns, and the NCTS movement as its lifecycle beyond
//! the platform's table (`movement::offered`, `movement::step`).

use serde_json::Value;
use vama_rules::{t01::movement::Status, t01::T01, Kind};
use vama_store::{DocumentRow, ListField};

use crate::{
    auth::CurrentUser,
    documents::{
        actions::ActionDto,
        kinds::{
            message_identification, ExportContext, ExportFile, Known, ServedKind, StepFuture, Taken,
        },
        list_columns::{ColumnFilter, ListColumn, HOLDER_EORI, HOLDER_NAME, STATUS, UPDATED},
        screens::{NavEntry, Screens, DOCUMENT_USERS},
    },
    error::{ApiError, ApiResult, ViolationDto},
    state::AppState,
};

impl ServedKind for T01 {
    const LABEL: &'static str = "Declaration";

    /// Spec 2.1; the ATR list is the offices en route's (traders and agents hold none).
    fn screens() -> Screens {
        Screens {
            route: "/transits/t01".into(),
            area: "transits",
            nav: &[
                NavEntry {
                    path: "/transits/t01",
                    label: "transits",
                    user_types: DOCUMENT_USERS,
                },
                NavEntry {
                    path: "/transits/atr",
                    label: "atr",
                    user_types: &["officer"],
                },
            ],
        }
    }

    fn title() -> String {
        "T01 transit declaration (IE015)".into()
    }

    /// The TAD (print and its fonts) and the XML of each message.
    fn more_routes() -> axum::Router<AppState> {
        use axum::routing::{get, post};
        super::print::routes()
            .route(
                "/v1/t01/{id}/{locale}/print-tad",
                post(super::print::print_tad),
            )
            .route(
                "/v1/t01/{id}/messages/{message_id}/xml",
                get(super::xml::message_xml),
            )
    }

    fn describe_more(api: &mut utoipa::openapi::OpenApi) {
        crate::documents::openapi::describe_message_xml(api, T01::NAME);
    }

    /// NCTS's name of the message ("MRN Allocated" for IE028).
    fn message_name(message_type: &str) -> Option<String> {
        vama_rules::t01::movement::Message::parse(message_type).map(|m| m.name().to_owned())
    }
    const EXPORT_LIST_NAME: &'static str = "md-transit-export";

    fn list_columns() -> &'static [ListColumn] {
        T01_COLUMNS
    }

    const EXPORT_FORMATS: &'static [&'static str] = &["xml"];

    /// `xml`: the NCTS Phase 5 IE015 (CC015C) of the declaration, with the MESSAGE group of a
    /// trader lodging it at the office of departure. A declaration of more goods items than
    /// CC015C can number (1999) is refused rather than written as a file the schema rejects.
    fn export_as(format: &str, doc: &Self::Doc, ctx: &ExportContext<'_>) -> ApiResult<ExportFile> {
        if format != "xml" {
            return Err(ApiError::bad_request(format!(
                "Unknown export format '{format}'"
            )));
        }
        let items = doc.total_items();
        if items > vama_ncts_xml::MAX_GOODS_ITEMS {
            return Err(ApiError::unprocessable(
                format!(
                    "An IE015 (CC015C) numbers at most {} goods items; this declaration has {items}. Export it as JSON, or split it into declarations of at most {} items.",
                    vama_ncts_xml::MAX_GOODS_ITEMS,
                    vama_ncts_xml::MAX_GOODS_ITEMS
                ),
                vec![ViolationDto::at(
                    "/totalItems",
                    "cc015c-goods-item-limit",
                    format!(
                        "CC015C allows goods item numbers 1 to {} only",
                        vama_ncts_xml::MAX_GOODS_ITEMS
                    ),
                )],
            ));
        }
        let sender = doc
            .applicant
            .as_ref()
            .and_then(|a| a.eori_number.clone())
            .or_else(|| ctx.user.record.eori.clone())
            .unwrap_or_else(|| ctx.user.record.username.clone());
        let office = doc
            .departure_office
            .as_ref()
            .map_or("", |o| o.code.as_str());
        let header = vama_ncts_xml::MessageHeader {
            message_sender: sender,
            message_recipient: vama_ncts_xml::MessageHeader::recipient_for_office(office),
            preparation_date_and_time: ctx.now.clone(),
            message_identification: message_identification(),
            correlation_identifier: None,
        };
        Ok(ExportFile {
            content_type: "application/xml",
            extension: "xml",
            body: vama_ncts_xml::export(doc, &header),
        })
    }

    /// The IE015 (CC015C) of NCTS Phase 5: every data element through `vama-ncts-xml`.
    const IMPORT_XML_SCHEMA: Option<&'static str> = Some("cc015c.xsd");

    const CATALOG_PLACES: &'static [crate::documents::kinds::Place] =
        super::catalog_places::T01_PLACES;

    /// Spec 7: "The country record is looked up from the first two characters of an office
    /// code": CC015C has no departure country, the office of departure names it.
    fn derive_from_codes(doc: &mut Value) {
        super::catalog_places::departure_country_from_office(doc);
    }

    fn import_xml(xml: &str) -> Result<Self::Doc, ViolationDto> {
        vama_ncts_xml::import(xml)
            .map_err(|e| ViolationDto::in_file(e.line, &e.element, "cc015c-structure", e.message))
    }

    /// A trader holds their own declarations and an agent files for the traders they
    /// represent: a file naming anyone else is imported with the user as its holder (as
    /// 'I am Holder' does), and the answer says whom the file named.
    fn make_user_holder(doc: &mut Self::Doc, ctx: &vama_rules::Ctx) -> Option<String> {
        let named = doc
            .applicant
            .as_ref()
            .and_then(|a| a.eori())
            .unwrap_or("no EORI")
            .to_owned();
        vama_rules::t01::make_user_holder(doc, ctx);
        Some(named)
    }

    fn keep_identity(doc: &mut Self::Doc, stored: Option<&Self::Doc>, today: &str) {
        match stored {
            Some(stored) => {
                doc.lrn = stored.lrn.clone();
                doc.mrn = stored.mrn.clone();
            }
            None => {
                doc.lrn = Some(super::new_lrn(today));
                doc.mrn = None;
            }
        }
    }

    fn clear_identity(doc: &mut Self::Doc) {
        doc.lrn = None;
        doc.mrn = None;
    }

    /// An import keeps the file's LRN, which the import passes as its form (checked there:
    /// an LRN, not yet the holder's), where `keep_identity` gave the new document a new one.
    fn on_transition(taken: Taken<'_>, doc: &mut Self::Doc) -> ApiResult<()> {
        if taken.action == "import" {
            if let Some(lrn) = taken.form.get("lrn").and_then(Value::as_str) {
                doc.lrn = Some(lrn.to_owned());
            }
        }
        Ok(())
    }

    fn lifecycle_actions(
        status: Option<&str>,
        id: Option<&str>,
        body: &str,
        user: &CurrentUser,
        known: Known<'_>,
    ) -> Vec<ActionDto> {
        let status = match status {
            None => None,
            Some(s) => match Status::parse(s) {
                Some(s) => Some(s),
                None => return Vec::new(),
            },
        };
        let head = crate::movement::Head::parse(body);
        crate::movement::offered(status, id, &head, user, known)
    }

    fn lifecycle_step<'a>(
        state: &'a AppState,
        user: &'a CurrentUser,
        row: Option<DocumentRow>,
        action: &'a str,
        body: Value,
    ) -> StepFuture<'a> {
        Box::pin(async move {
            let access = user.access();
            crate::movement::step::take(state, user, &access, row, action, body).await
        })
    }
}

/// The transit declaration list (the web app's T01 table).
pub static T01_COLUMNS: &[ListColumn] = &[
    // an LRN is the trader's own reference, in any case: searched as typed
    ListColumn::name("lrn", ListField::Reference, "LRN", 22.0),
    ListColumn::code("mrn", ListField::IssuedReference, "MRN", 22.0),
    ListColumn::code(
        "declarationType",
        ListField::TypeCode,
        "Declaration type",
        10.0,
    )
    .unfiltered(),
    HOLDER_EORI,
    // found by the EORI: the form keeps to two rows of filters
    HOLDER_NAME.unfiltered(),
    ListColumn::code(
        "officeOfDeparture",
        ListField::OfficeOfDeparture,
        "Office of departure",
        12.0,
    ),
    ListColumn::code(
        "officeOfDestination",
        ListField::OfficeOfDestination,
        "Office of destination",
        12.0,
    ),
    STATUS,
    // a broker looks for what changed on given days
    UPDATED.filtered(ColumnFilter::Instant),
];
