//! The catalog codes of a document checked against the catalogs, which the rule crate does
//! not hold: a customs office or a country the catalogs do not know is a violation at its
//! field, and a kind may ask an office of given types of the deployment country (the
//! competent customs office of an authorisation: HQ, CS or either, spec 2 'Common blocks').
//! The codes are found by their reference types and by the catalogs the kind's limits name
//! (`vama_rules::catalog_codes`), so a kind declares nothing here but the office types. Run after the rules, on every store, submission
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
    for named in named_codes(doc, &<K as vama_rules::Kind>::limits()) {
        let Some(catalog) = catalogs.get(named.catalog) else {
            continue;
        };
        let Some(entry) = catalog.get(&named.code) else {
            let rule = match named.catalog {
                "customs-office" => "unknown-customs-office",
                "country" => "unknown-country",
                _ => "unknown-code",
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

#[cfg(test)]
mod tests {
    use vama_catalog::Catalogs;

    /// A catalog a kind's limits name that the catalogs did not serve would not be judged (a
    /// catalog not loaded is not), and the forms' pickers would find nothing: every one is in
    /// the shipped default set.
    #[test]
    fn every_catalog_a_kind_names_is_in_the_shipped_catalogs() {
        let catalogs = Catalogs::from_sets(vama_catalog::default_set()).unwrap();
        let mut named = std::collections::BTreeSet::new();
        macro_rules! each {
            ($($kind:ty),* $(,)?) => {
                $(for (_, limit) in <$kind as vama_rules::Kind>::limits().iter() {
                    named.extend(limit.catalog);
                })*
            };
        }
        vama_rules::for_each_kind!(each);
        assert!(named.len() >= 12, "{named:?}");
        let missing: Vec<_> = named
            .into_iter()
            .filter(|name| catalogs.get(name).is_none_or(|c| c.is_empty()))
            .collect();
        assert!(missing.is_empty(), "not served: {missing:?}");
    }
}
