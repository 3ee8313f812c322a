//! Catalog values completed from the catalogs. A document keeps a catalog value as the
//! catalog's item reduced to its reference type (`{code, name, …the flags the rules read}`);
//! the browser's selects store it so. A value that arrives as a bare code (an imported IE015
//! carries codes only; the blank declaration knows the deployment's country by its code) gets
//! its name and flags from the catalog here, at the places its kind declares
//! (`ServedKind::CATALOG_PLACES`).

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

/// A catalog value at `key`, wherever it is.
pub const fn at(
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

/// A catalog value at `key` of the rows of the list `list`.
pub const fn within(
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

/// The AEO status of each party of `doc` the rules read ([`ServedKind::aeo_parties`]) is the
/// EORI catalog's: `aeoAuthorised` is set where the catalog records an AEO authorisation for
/// the party's EORI and removed everywhere else (a browser's claim, an EORI the portal does
/// not know, a deployment without the catalog), so no one is spared a field on their word.
pub fn aeo_status<K: ServedKind>(doc: &mut K::Doc, catalogs: &Catalogs) {
    for party in K::aeo_parties(doc) {
        party.aeo_authorised = holds_aeo(catalogs, party.eori()).then_some(true);
    }
}

/// Whether the EORI catalog records an AEO authorisation for `eori` (no EORI: no).
pub fn holds_aeo(catalogs: &Catalogs, eori: Option<&str>) -> bool {
    eori.and_then(|eori| catalogs.check_code(EORI, eori))
        .and_then(|entry| entry.get("aeo").and_then(Value::as_bool))
        == Some(true)
}

/// The catalog of the EORI numbers the portal knows, with their AEO status (`aeo`).
const EORI: &str = "eori";

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
