//! Catalog values completed from the catalogs. A document keeps a catalog value as the
//! catalog's item reduced to its reference type (`{code, name, …the flags the rules read}`);
//! the browser's selects store it so. A value that arrives as a bare code (an imported IE015
//! carries codes only; the blank declaration knows the deployment's country by its code) gets
//! its name and flags from the catalog here, and the departure country, which CC015C does not
//! carry, is looked up from the first two characters of the office of departure (spec 7).

use std::collections::HashMap;

use axum::{
    extract::State,
    response::{IntoResponse, Response},
    Json,
};
use serde_json::{Map, Value};
use vama_catalog::Catalogs;

use super::{
    handlers,
    kinds::{Place, ServedKind},
};
use crate::{auth::CurrentUser, error::ApiError, error::ApiResult, state::AppState};

/// A `CodeRef`, `OfficeRef`: the name.
pub const NAMED: &[(&str, &str)] = &[("name", "name")];

/// A `CountryRef`: the flags the rules read. The catalog calls the contracting-party flag
/// `ctc`, the document `countryCtc` (spec 3.4).
pub const COUNTRY: &[(&str, &str)] = &[
    ("name", "name"),
    ("commonTransit", "commonTransit"),
    ("communityTransit", "communityTransit"),
    ("countryNcts", "countryNcts"),
    ("secArea", "secArea"),
    ("countryCtc", "ctc"),
    ("addressType", "addressType"),
];

/// A `PackageTypeRef`: the package kind decides the number of packages (spec 5.6).
pub const PACKAGE_TYPE: &[(&str, &str)] = &[("name", "name"), ("packageKind", "packageKind")];

/// A `GuaranteeTypeRef`: whether the type takes a GRN or another reference.
pub const GUARANTEE_TYPE: &[(&str, &str)] = &[
    ("name", "name"),
    ("withGrn", "withGrn"),
    ("withRfc", "withRfc"),
];

const fn at(
    key: &'static str,
    catalog: &'static str,
    members: &'static [(&'static str, &'static str)],
) -> Place {
    Place {
        key,
        within: None,
        catalog,
        members,
    }
}

const fn within(
    list: &'static str,
    key: &'static str,
    catalog: &'static str,
    members: &'static [(&'static str, &'static str)],
) -> Place {
    Place {
        key,
        within: Some(list),
        catalog,
        members,
    }
}

/// The catalog values of a transit declaration, as the form's selects pick them.
pub const T01_PLACES: &[Place] = &[
    at("departureCountry", "country", COUNTRY),
    at("destinationCountry", "country", COUNTRY),
    at("countryOfDestination", "country", COUNTRY),
    at("dispatchCountry", "country", COUNTRY),
    at("country", "country", COUNTRY),
    at("nationality", "nationality", COUNTRY),
    at("departureOffice", "customs-office", NAMED),
    at("destinationOffice", "customs-office", NAMED),
    at("customsOffice", "customs-office", NAMED),
    at("custOffice", "customs-office", NAMED),
    at("customsOfficeOfGuarantee", "customs-office", NAMED),
    at("customsOfficeOfDestinationActual", "customs-office", NAMED),
    at("customsOfficeOfTransitActual", "customs-office", NAMED),
    at("declarationType", "declaration-type", NAMED),
    at("addDecType", "additional-declaration-type", NAMED),
    at(
        "declarationTypeSecurity",
        "security-declaration-type",
        NAMED,
    ),
    at("reducedDataset", "reduced-dataset", NAMED),
    at("bindingItinerary", "binding-itinerary", NAMED),
    at("specificCircumstance", "specific-circumstance", NAMED),
    at("languageAtDeparture", "language", NAMED),
    at("communicationLanguageAtTransit", "language", NAMED),
    at("inlandMot", "transport-mode", NAMED),
    at("borderMot", "transport-mode", NAMED),
    at("containerIndicator", "container-indicator", NAMED),
    at("representativeStatus", "representative-status", NAMED),
    at("paymentMethod", "payment-method", NAMED),
    at("currency", "currency", NAMED),
    at("amountCurrency", "currency", NAMED),
    at("measureUnit", "unit", NAMED),
    at("msrQualifier", "unit", NAMED),
    at("unNumber", "dangerous-goods", NAMED),
    at("role", "transport-actor-role", NAMED),
    at("locationType", "location-type", NAMED),
    at("idType", "identification-type", NAMED),
    at("unCode", "un-locode", NAMED),
    at("controlResult", "control-result", NAMED),
    at("notificationType", "notification-type", NAMED),
    at("documentType", "requested-document-type", NAMED),
    within("guarantees", "type", "guarantee-type", GUARANTEE_TYPE),
    within("authorisations", "type", "authorisation-type", NAMED),
    within("controlResults", "type", "control-type", NAMED),
    within("typeOfControls", "type", "control-type", NAMED),
    within("packagings", "packType", "package-type", PACKAGE_TYPE),
    within("previousDoc", "packType", "package-type", NAMED),
    within("previousDoc", "docType", "previous-document-type", NAMED),
    within(
        "supportingDoc",
        "docType",
        "supporting-document-type",
        NAMED,
    ),
    within("transportDoc", "docType", "transport-document-type", NAMED),
    within(
        "additionalRef",
        "docType",
        "additional-reference-type",
        NAMED,
    ),
    within("additionalInfo", "code", "additional-information", NAMED),
    within("incidents", "code", "incident-code", NAMED),
];

/// Completes every catalog value of `doc` found at one of `places` that is a bare code
/// (`{code}` and nothing else) from `catalogs`, with the members of its reference type. A
/// value with more is the sender's choice and kept as it is (our JSON export imported again
/// is the same declaration); a code the catalog does not know is left for the rules to
/// report.
pub fn complete(doc: &mut Value, places: &[Place], catalogs: &Catalogs) {
    let mut seen = HashMap::new();
    walk(doc, None, places, catalogs, &mut seen);
}

/// Entries already looked up, by catalog and code (a big declaration names few codes often).
type Seen = HashMap<(&'static str, String), Option<Value>>;

fn walk(
    value: &mut Value,
    list: Option<&str>,
    places: &[Place],
    catalogs: &Catalogs,
    seen: &mut Seen,
) {
    match value {
        Value::Object(object) => {
            for (key, member) in object.iter_mut() {
                match member {
                    Value::Object(inner) => {
                        match places
                            .iter()
                            .find(|p| p.key == key && p.within.is_none_or(|w| Some(w) == list))
                        {
                            Some(place) => fill(inner, place, catalogs, seen),
                            None => walk(member, list, places, catalogs, seen),
                        }
                    }
                    Value::Array(_) => walk(member, Some(key), places, catalogs, seen),
                    _ => {}
                }
            }
        }
        Value::Array(items) => {
            for item in items {
                walk(item, list, places, catalogs, seen);
            }
        }
        _ => {}
    }
}

fn fill(value: &mut Map<String, Value>, place: &Place, catalogs: &Catalogs, seen: &mut Seen) {
    let Some(code) = value.get("code").and_then(Value::as_str) else {
        return;
    };
    if value.len() > 1 {
        return;
    }
    let entry = seen
        .entry((place.catalog, code.to_owned()))
        .or_insert_with(|| catalogs.check_code(place.catalog, code));
    let Some(entry) = entry else {
        return;
    };
    for (member, field) in place.members {
        if value.get(*member).is_some_and(|v| !v.is_null()) {
            continue;
        }
        if let Some(v) = entry.get(field).filter(|v| !v.is_null()) {
            value.insert((*member).to_owned(), v.clone());
        }
    }
}

/// `doc` with its catalog values completed (see [`complete`]), by way of its JSON.
pub fn completed<K: ServedKind>(doc: K::Doc, catalogs: &Catalogs) -> ApiResult<K::Doc> {
    if K::CATALOG_PLACES.is_empty() {
        return Ok(doc);
    }
    let mut value = serde_json::to_value(&doc).map_err(ApiError::internal)?;
    drop(doc);
    K::derive_from_codes(&mut value);
    complete(&mut value, K::CATALOG_PLACES, catalogs);
    serde_json::from_value(value).map_err(ApiError::internal)
}

/// `GET /v1/{kind}/info`: the blank document of `handlers::info` with its catalog values
/// completed (the deployment's departure country with its name and flags).
pub async fn info<K: ServedKind>(state: State<AppState>, user: CurrentUser) -> ApiResult<Response> {
    let catalogs = state.catalogs();
    let blank = handlers::info::<K>(state, user).await?;
    if K::CATALOG_PLACES.is_empty() {
        return Ok(blank);
    }
    let bytes = axum::body::to_bytes(blank.into_body(), usize::MAX)
        .await
        .map_err(ApiError::internal)?;
    let mut value: Value = serde_json::from_slice(&bytes).map_err(ApiError::internal)?;
    K::derive_from_codes(&mut value);
    complete(&mut value, K::CATALOG_PLACES, &catalogs);
    Ok(Json(value).into_response())
}

/// The departure country from the office of departure's first two characters (spec 7), when
/// the document has an office and no country.
pub fn departure_country_from_office(doc: &mut Value) {
    let Some(object) = doc.as_object_mut() else {
        return;
    };
    let has_country = object
        .get("departureCountry")
        .and_then(|c| c.get("code"))
        .and_then(Value::as_str)
        .is_some_and(|c| !c.is_empty());
    if has_country {
        return;
    }
    let country = object
        .get("departureOffice")
        .and_then(|o| o.get("code"))
        .and_then(Value::as_str)
        .and_then(|code| code.get(..2))
        .filter(|c| c.bytes().all(|b| b.is_ascii_uppercase()))
        .map(str::to_owned);
    if let Some(code) = country {
        object.insert(
            "departureCountry".into(),
            serde_json::json!({ "code": code }),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;
    use vama_catalog::Entry;

    fn catalogs() -> Catalogs {
        let entry = |v: Value| -> Entry { v.as_object().unwrap().clone() };
        Catalogs::from_sets(vec![
            (
                "country".into(),
                vec![entry(
                    json!({"code": "MD", "name": "Moldova", "commonTransit": true,
                    "communityTransit": false, "countryNcts": true, "ctc": true, "secArea": false,
                    "addressType": "OTHER", "forAddress": true}),
                )],
            ),
            (
                "customs-office".into(),
                vec![entry(
                    json!({"code": "MD100000", "name": "Chișinău", "countryCode": "MD",
                    "departure": true}),
                )],
            ),
            (
                "guarantee-type".into(),
                vec![entry(
                    json!({"code": "1", "name": "Comprehensive", "withGrn": true,
                    "withRfc": false, "ctc": true}),
                )],
            ),
            (
                "authorisation-type".into(),
                vec![entry(
                    json!({"code": "C521", "name": "ACR", "type": "DEPARTURE"}),
                )],
            ),
        ])
        .unwrap()
    }

    #[test]
    fn bare_codes_get_the_catalogs_names_and_the_flags_of_their_reference_type_and_named_values_stay(
    ) {
        let mut doc = json!({
            "departureOffice": {"code": "MD100000"},
            "consignor": {"address": {"country": {"code": "MD", "name": "old"}}},
            "guarantees": [{"type": {"code": "1"}, "guaranteeReferences": [{"customsOfficeOfGuarantee": {"code": "MD100000"}}]}],
            "authorisations": [{"type": {"code": "C521"}}],
            "destinationOffice": {"code": "XX999999"},
        });
        departure_country_from_office(&mut doc);
        complete(&mut doc, T01_PLACES, &catalogs());
        assert_eq!(
            doc,
            json!({
                "departureCountry": {"code": "MD", "name": "Moldova", "commonTransit": true,
                    "communityTransit": false, "countryNcts": true, "countryCtc": true,
                    "secArea": false, "addressType": "OTHER"},
                "departureOffice": {"code": "MD100000", "name": "Chișinău"},
                "consignor": {"address": {"country": {"code": "MD", "name": "old"}}},
                "guarantees": [{"type": {"code": "1", "name": "Comprehensive", "withGrn": true, "withRfc": false},
                    "guaranteeReferences": [{"customsOfficeOfGuarantee": {"code": "MD100000", "name": "Chișinău"}}]}],
                "authorisations": [{"type": {"code": "C521", "name": "ACR"}}],
                "destinationOffice": {"code": "XX999999"},
            })
        );
    }

    #[test]
    fn a_departure_country_is_kept_and_an_office_without_a_country_prefix_gives_none() {
        let mut doc =
            json!({"departureCountry": {"code": "RO"}, "departureOffice": {"code": "MD100000"}});
        departure_country_from_office(&mut doc);
        assert_eq!(doc["departureCountry"]["code"], "RO");
        let mut doc = json!({"departureOffice": {"code": "1"}});
        departure_country_from_office(&mut doc);
        assert!(doc.get("departureCountry").is_none());
    }
}
