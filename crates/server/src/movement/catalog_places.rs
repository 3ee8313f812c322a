//! Where a transit declaration holds catalog values, and the departure country CC015C does not
//! carry (spec 7): what `documents::catalog_values` completes for T01.

use serde_json::Value;

use crate::documents::catalog_values::{at, within, COUNTRY, GUARANTEE_TYPE, NAMED, PACKAGE_TYPE};
use crate::documents::kinds::Place;

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
    use crate::documents::catalog_values::complete;
    use serde_json::json;
    use vama_catalog::Catalogs;
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
