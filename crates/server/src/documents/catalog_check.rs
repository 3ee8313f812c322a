//! The catalog codes of a document checked against the catalogs, which the rule crate does
//! not hold: a customs office or a country the catalogs do not know is a violation at its
//! field, and a kind may ask an office of given types of the deployment country (the
//! competent customs office of an authorisation: HQ, CS or either, spec 2 'Common blocks').
//! The codes are found by their reference types (`vama_rules::catalog_codes`), so a kind
//! declares nothing but the office types. Run after the rules, on every store, submission
//! and validation of a kind that asks for it ([`ServedKind::CHECK_CODES`]); a catalog that is
//! not loaded is not judged.

use vama_catalog::Catalogs;
use vama_rules::{catalog_codes::named_codes, text::Text, Violation};

use super::kinds::ServedKind;

/// The violations of the codes `doc` names, for a deployment in `country`.
pub fn violations<K: ServedKind>(
    doc: &K::Doc,
    catalogs: &Catalogs,
    country: &str,
) -> Vec<Violation> {
    if !K::CHECK_CODES {
        return Vec::new();
    }
    let mut out = Vec::new();
    for named in named_codes(doc) {
        let Some(catalog) = catalogs.get(named.catalog) else {
            continue;
        };
        let Some(entry) = catalog.get(&named.code) else {
            let rule = match named.catalog {
                "customs-office" => "unknown-customs-office",
                _ => "unknown-country",
            };
            out.push(Violation::of(
                named.pointer.clone(),
                rule,
                Text::new(rule).with("code", &named.code),
            ));
            continue;
        };
        let Some(types) = K::office_types(&named.pointer) else {
            continue;
        };
        let office_type = entry.get("officeType").and_then(|t| t.as_str());
        let of_country = entry.get("countryCode").and_then(|c| c.as_str()) == Some(country);
        if !of_country || !office_type.is_some_and(|t| types.contains(&t)) {
            let rule = "competent-office-type";
            out.push(Violation::of(
                named.pointer.clone(),
                rule,
                Text::new(rule)
                    .with("types", types.join(" / "))
                    .with("country", country),
            ));
        }
    }
    out
}
