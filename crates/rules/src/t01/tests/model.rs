//! The complete T01 model: JSON round trip, unknown fields refused at every depth, the item
//! helpers, the derived values and renumbering of `normalise`, and the limits of section 9.

use serde_json::Value;

use super::*;
use crate::t01::generate::{generate, generate_with, Options};
use crate::t01::limits::*;
use crate::t01::HouseItem;
use crate::values::Decimal;

fn lifecycle(seed: u64, houses: usize, items: usize) -> Declaration {
    generate_with(&Options::new(seed, houses, items).with_lifecycle())
}

fn round_trip(doc: &Declaration) {
    let text = serde_json::to_string(doc).unwrap();
    let back: Declaration = serde_json::from_str(&text).unwrap();
    assert_eq!(&back, doc);
    assert_eq!(
        serde_json::to_string(&back).unwrap(),
        text,
        "JSON text is stable"
    );
    // Through a `serde_json::Value` too (what the server's import does).
    let value: Value = serde_json::from_str(&text).unwrap();
    let via_value: Declaration = serde_json::from_value(value).unwrap();
    assert_eq!(&via_value, doc);
}

#[test]
fn generated_declarations_round_trip_exactly() {
    for seed in 0..6 {
        round_trip(&generate(seed, 3, 4));
        round_trip(&lifecycle(seed, 2, 3));
    }
}

#[test]
fn a_declaration_of_999_houses_round_trips_exactly() {
    let doc = lifecycle(99, MAX_HOUSE_CONSIGNMENTS, 2);
    assert_eq!(doc.house_consignments.len(), 999);
    assert_eq!(doc.total_items, Some(1998));
    round_trip(&doc);
}

/// Every JSON object path of `value`, array indices written as `*`.
fn paths(value: &Value, prefix: &str, out: &mut std::collections::BTreeSet<String>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                let p = format!("{prefix}/{k}");
                out.insert(p.clone());
                paths(v, &p, out);
            }
        }
        Value::Array(items) => {
            for v in items {
                paths(v, &format!("{prefix}/*"), out);
            }
        }
        _ => {}
    }
}

/// The generators (both variants, a few seeds) fill every entity and list of the model: the
/// round trip and the rules are exercised on all of it. Not the fields a complete declaration
/// never holds: an item's dispatch and destination country and declaration type, a house's
/// destination, consignor and UCR... when the master or the house holds them (spec 4.4), and
/// the document fields a list does not use.
#[test]
fn the_generators_fill_every_entity_and_list() {
    let mut seen = std::collections::BTreeSet::new();
    for seed in 0..24 {
        paths(
            &serde_json::to_value(lifecycle(seed, 2, 6)).unwrap(),
            "",
            &mut seen,
        );
    }
    let expected = [
        "/mrn",
        "/lrn",
        "/amendmentType/code",
        "/applicant/EORINumber",
        "/applicantContact/eMailAddress",
        "/representative/EORINumber",
        "/representativeStatus/code",
        "/representativeContact/name",
        "/consignor/address/streetNumber",
        "/consignee/address/houseNumber",
        "/departureCountry/secArea",
        "/destinationCountry/commonTransit",
        "/departureOffice/code",
        "/destinationOffice/code",
        "/transitOffices/*/arrivalDateAndTimeEstimated",
        "/exitOffices/*/arrivalDateAndTimeEstimated",
        "/routingCountries/*/country/countryNcts",
        "/authorisations/*/decisionReference",
        "/guarantees/*/guaranteeReferences/*/grn",
        "/guarantees/*/guaranteeReferences/*/customsOfficeOfGuarantee/code",
        "/controlResult/code",
        "/reportDiscrepancy",
        "/otherThingsToReport",
        "/grossMass",
        "/totalItems",
        "/consignorContact/phoneNumber",
        "/carrier/EORINumber",
        "/carrierContact/name",
        "/chainAddActors/*/actor/EORINumber",
        "/chainAddActors/*/role/code",
        "/departureTransport/*/idType/code",
        "/borderTransport/*/custOffice/code",
        "/borderTransport/*/convRefNumber",
        "/drivers/*/identificationNumber",
        "/drivers/*/nationality/code",
        "/transportEquipment/*/containerNumber",
        "/transportEquipment/*/seals/*/identifier",
        "/transportEquipment/*/goodsReference/*/declarationGoodsItemNumber",
        "/loadingPlace/unCode/code",
        "/unloadingPlace/location",
        "/goodsLocation/locationType/code",
        "/goodsLocation/qualifier/code",
        "/goodsLocation/authorizationNumber",
        "/goodsLocation/additionalIdentifier",
        "/goodsLocation/unCode/code",
        "/goodsLocation/customsOffice/code",
        "/goodsLocation/ngss/latitude",
        "/goodsLocation/ngss/longitude",
        "/goodsLocation/economicOperator/EORINumber",
        "/goodsLocation/address/postcode",
        "/goodsLocation/contactPerson/name",
        "/previousDoc/*/reference",
        "/supportingDoc/*/docType/code",
        "/transportDoc/*/docType/code",
        "/additionalRef/*/reference",
        "/additionalInfo/*/text",
        "/goods/*/taricCode",
        "/goods/*/commodityCode",
        "/goods/*/amountValue",
        "/goods/*/amountCurrency/code",
        "/goods/*/goodsQuantity",
        "/goods/*/measureUnit/code",
        "/attachments/*/id",
        "/attachments/*/size",
        "/inTpMode",
        "/applicationSubmissionDateTime",
        "/storageReference/reference",
        "/registrationReference/reference",
        "/decisionReference/reference",
        "/ca/reference",
        "/actualTransitOffices/*/passageDateAndTime",
        "/actualExitOffices/*/customsOffice/code",
        "/controlDecision/notificationType/code",
        "/controlDecision/typeOfControls/*/type/code",
        "/controlDecision/typeOfControls/*/text",
        "/controlDecision/requestedDocuments/*/documentType/code",
        "/controlDecision/requestedDocuments/*/description",
        "/controlResults/*/type/code",
        "/departureRiskRules/*/riskColor",
        "/destinationRiskRules/*/description",
        "/initialDepartureRiskColor",
        "/finalDepartureRiskColor",
        "/initialDestinationRiskColor",
        "/finalDestinationRiskColor",
        "/incidents/*/code/code",
        "/incidents/*/text",
        "/incidents/*/endorsement/authority",
        "/incidents/*/endorsement/country/code",
        "/incidents/*/location/ngss/latitude",
        "/incidents/*/location/address/city",
        "/incidents/*/location/country/code",
        "/incidents/*/transhipment/containerIndicator/code",
        "/incidents/*/transhipment/transportMeans/identificationNumber",
        "/incidents/*/equipment/*/seals/*/identifier",
        "/arrival/simplifiedProcedure",
        "/arrival/incidentFlag",
        "/arrival/customsOfficeOfDestinationActual/code",
        "/arrival/arrivalDateAndTimeActual",
        "/arrival/arrivalNotificationDateAndTime",
        "/arrival/traderAtDestination/EORINumber",
        "/presentationNotification/transitOperation/mrn",
        "/presentationNotification/transitOperation/communicationLanguageAtTransit/code",
        "/presentationNotification/ensOperation/ensmrn",
        "/presentationNotification/customsOfficeOfTransitActual/code",
        "/presentationNotification/holderOfTheTransitProcedure/EORINumber",
        "/presentationNotification/consignment/carrier/EORINumber",
        "/houseConsignments/*/sequence",
        "/houseConsignments/*/dispatchCountry/code",
        "/houseConsignments/*/ucrReference",
        "/houseConsignments/*/grossMass",
        "/houseConsignments/*/consignee/EORINumber",
        "/houseConsignments/*/chainAddActors/*/role/code",
        "/houseConsignments/*/previousDoc/*/reference",
        "/houseConsignments/*/supportingDoc/*/reference",
        "/houseConsignments/*/transportDoc/*/reference",
        "/houseConsignments/*/additionalRef/*/reference",
        "/houseConsignments/*/additionalInfo/*/code/code",
        "/houseConsignments/*/paymentMethod/code",
        "/houseConsignments/*/departureTransport/*/idType/code",
        "/houseConsignments/*/houseItems/*/decItmNber",
        "/houseConsignments/*/houseItems/*/sequence",
        "/houseConsignments/*/houseItems/*/chainAddActors/*/actor/name",
        "/houseConsignments/*/houseItems/*/goodsDescription",
        "/houseConsignments/*/houseItems/*/hsCode",
        "/houseConsignments/*/houseItems/*/cusCode",
        "/houseConsignments/*/houseItems/*/dangerousGoods/*/unNumber/code",
        "/houseConsignments/*/houseItems/*/grossMass",
        "/houseConsignments/*/houseItems/*/netMass",
        "/houseConsignments/*/houseItems/*/suppUnit",
        "/houseConsignments/*/houseItems/*/packagings/*/packType/packageKind",
        "/houseConsignments/*/houseItems/*/packagings/*/packageNumber",
        "/houseConsignments/*/houseItems/*/packagings/*/shippingMark",
        "/houseConsignments/*/houseItems/*/previousDoc/*/quantity",
        "/houseConsignments/*/houseItems/*/previousDoc/*/msrQualifier/code",
        "/houseConsignments/*/houseItems/*/supportingDoc/*/itmNber",
        "/houseConsignments/*/houseItems/*/previousDoc/*/packType/code",
        "/houseConsignments/*/houseItems/*/previousDoc/*/noOfPack",
        "/houseConsignments/*/houseItems/*/previousDoc/*/complement",
        "/houseConsignments/*/houseItems/*/previousDoc/*/completeControl",
        "/houseConsignments/*/houseItems/*/supportingDoc/*/reference",
        "/houseConsignments/*/houseItems/*/transportDoc/*/reference",
        "/houseConsignments/*/houseItems/*/additionalRef/*/reference",
        "/houseConsignments/*/houseItems/*/additionalInfo/*/text",
        "/houseConsignments/*/houseItems/*/statisticalValue",
        "/houseConsignments/*/houseItems/*/quantity1",
        "/houseConsignments/*/houseItems/*/quantity2",
        "/houseConsignments/*/houseItems/*/quantity3",
        "/houseConsignments/*/houseItems/*/currency/code",
        "/houseConsignments/*/houseItems/*/itemTaxes/dpv",
        "/houseConsignments/*/houseItems/*/itemTaxes/dutyRate",
        "/houseConsignments/*/houseItems/*/itemTaxes/dutyTax",
        "/houseConsignments/*/houseItems/*/itemTaxes/exciseDpv",
        "/houseConsignments/*/houseItems/*/itemTaxes/exciseRate",
        "/houseConsignments/*/houseItems/*/itemTaxes/exciseTax",
        "/houseConsignments/*/houseItems/*/itemTaxes/vatDpv",
        "/houseConsignments/*/houseItems/*/itemTaxes/vatRate",
        "/houseConsignments/*/houseItems/*/itemTaxes/vatTax",
        "/houseConsignments/*/houseItems/*/itemTaxes/totalTax",
    ];
    let missing: Vec<_> = expected.iter().filter(|p| !seen.contains(**p)).collect();
    assert!(missing.is_empty(), "never generated: {missing:?}");
}

/// Every object of a full declaration, at every depth, refuses a key it does not know: a typo
/// in a file or a client is an error that names the key, never silently dropped data.
#[test]
fn unknown_fields_are_refused_at_every_depth() {
    let doc = serde_json::to_value(lifecycle(7, 2, 2)).unwrap();
    let mut pointers = Vec::new();
    objects(&doc, String::new(), &mut pointers);
    assert!(pointers.len() > 100, "{} objects", pointers.len());
    for pointer in pointers {
        let mut bad = doc.clone();
        bad.pointer_mut(&pointer)
            .and_then(Value::as_object_mut)
            .unwrap()
            .insert("colour".into(), Value::from("red"));
        let err = serde_json::from_value::<Declaration>(bad)
            .expect_err(&format!("an unknown key at '{pointer}' is refused"));
        assert!(err.to_string().contains("colour"), "{pointer}: {err}");
    }
}

fn objects(value: &Value, pointer: String, out: &mut Vec<String>) {
    match value {
        Value::Object(map) => {
            for (k, v) in map {
                objects(v, format!("{pointer}/{k}"), out);
            }
            out.push(pointer);
        }
        Value::Array(items) => {
            for (i, v) in items.iter().enumerate() {
                objects(v, format!("{pointer}/{i}"), out);
            }
        }
        _ => {}
    }
}

#[test]
fn items_are_walked_with_their_house_and_item_index() {
    let doc = generate(3, 3, 2);
    let positions: Vec<(usize, usize, u32)> = doc
        .items()
        .map(|(h, i, item)| (h, i, item.dec_itm_nber))
        .collect();
    assert_eq!(
        positions,
        vec![
            (0, 0, 1),
            (0, 1, 2),
            (1, 0, 3),
            (1, 1, 4),
            (2, 0, 5),
            (2, 1, 6)
        ]
    );
    assert_eq!(doc.total_items(), 6);
    let mut doc = doc;
    for (h, i, item) in doc.items_mut() {
        item.ucr_reference = Some(format!("{h}-{i}"));
    }
    assert_eq!(
        doc.house_consignments[2].house_items[1]
            .ucr_reference
            .as_deref(),
        Some("2-1")
    );
}

#[test]
fn renumber_items_numbers_across_houses_and_within_each() {
    let mut doc = Declaration::default();
    for n in [2, 0, 3] {
        doc.house_consignments.push(crate::t01::HouseConsignment {
            house_items: vec![HouseItem::default(); n],
            ..Default::default()
        });
    }
    doc.renumber_items();
    let numbers: Vec<(u32, u32)> = doc
        .items()
        .map(|(_, _, item)| (item.dec_itm_nber, item.sequence))
        .collect();
    assert_eq!(numbers, vec![(1, 1), (2, 2), (3, 1), (4, 2), (5, 3)]);
}

/// Sets `sequence` and `decItmNber` of every list row in a JSON document to 77.
fn scramble(value: &mut Value) {
    match value {
        Value::Object(map) => map.values_mut().for_each(scramble),
        Value::Array(rows) => {
            for row in rows {
                if let Value::Object(map) = row {
                    for key in ["sequence", "decItmNber"] {
                        if let Some(v) = map.get_mut(key) {
                            *v = Value::from(77);
                        }
                    }
                }
                scramble(row);
            }
        }
        _ => {}
    }
}

/// State rules "derived values, renumbering": after deletes (or a file with wrong numbers),
/// `normalise` renumbers every list from 1 and derives `decItmNber` and `totalItems`.
#[test]
fn normalise_renumbers_every_list_and_derives_total_items() {
    let expected = lifecycle(11, 3, 3);
    let mut value = serde_json::to_value(&expected).unwrap();
    scramble(&mut value);
    value["totalItems"] = Value::from(1);
    let mut doc: Declaration = serde_json::from_value(value).unwrap();
    assert_ne!(doc, expected);
    T01::normalise(
        &mut doc,
        None,
        None,
        &ctx().with_mode(crate::Mode::ControlResults),
    );
    assert_eq!(doc, expected);

    // Deleting an item and a house renumbers what follows.
    doc.house_consignments[0].house_items.remove(1);
    doc.house_consignments.remove(1);
    normalise(&mut doc);
    assert_eq!(doc.total_items, Some(5));
    let numbers: Vec<(u32, u32, u32)> = doc
        .items()
        .map(|(h, _, item)| {
            (
                doc.house_consignments[h].sequence,
                item.sequence,
                item.dec_itm_nber,
            )
        })
        .collect();
    assert_eq!(
        numbers,
        vec![(1, 1, 1), (1, 2, 2), (2, 1, 3), (2, 2, 4), (2, 3, 5)]
    );
}

#[test]
fn total_items_is_absent_without_house_consignments() {
    let mut doc = crate::t01::testing::DeclarationBuilder::valid_t1()
        .with(|d| d.house_consignments.clear())
        .build();
    normalise(&mut doc);
    assert_eq!(doc.total_items, None);
    doc.house_consignments.push(Default::default());
    normalise(&mut doc);
    assert_eq!(doc.total_items, Some(0));
}

/// A view never changes the document, numbers included.
#[test]
fn normalise_does_not_renumber_outside_the_editable_modes() {
    let mut doc = generate(5, 2, 2);
    doc.house_consignments[0].house_items.remove(0);
    let before = doc.clone();
    T01::normalise(&mut doc, None, None, &ctx().with_mode(crate::Mode::View));
    assert_eq!(doc, before);
}

/// Section 9, row by row: each figure is a named constant with the spec's value.
#[test]
fn every_limit_of_section_9_is_a_named_constant() {
    let lists: [(&str, usize, usize); 19] = [
        ("Transit offices", MAX_TRANSIT_OFFICES, 9),
        ("Exit offices", MAX_EXIT_OFFICES, 9),
        ("Guarantees", MAX_GUARANTEES, 9),
        ("Authorisations", MAX_AUTHORISATIONS, 9),
        ("House consignments", MAX_HOUSE_CONSIGNMENTS, 999),
        (
            "House consignments in TP mode",
            MAX_HOUSE_CONSIGNMENTS_TP_MODE,
            1,
        ),
        ("Items per house consignment", MAX_ITEMS_PER_HOUSE, 9999),
        (
            "Additional supply chain actors",
            MAX_SUPPLY_CHAIN_ACTORS,
            99,
        ),
        ("Equipment per consignment", MAX_TRANSPORT_EQUIPMENT, 9999),
        ("Seals per equipment", MAX_SEALS_PER_EQUIPMENT, 99),
        ("Goods references", MAX_GOODS_REFERENCES_PER_EQUIPMENT, 999),
        (
            "Guarantee references per guarantee",
            MAX_GUARANTEE_REFERENCES,
            99,
        ),
        ("Packagings per item", MAX_PACKAGINGS_PER_ITEM, 99),
        ("Departure transport", MAX_DEPARTURE_TRANSPORT, 1),
        (
            "Departure transport, inland mode 3",
            MAX_DEPARTURE_TRANSPORT_INLAND_MODE_3,
            3,
        ),
        (
            "Border transport with transit offices",
            MAX_BORDER_TRANSPORT_WITH_TRANSIT_OFFICES,
            9,
        ),
        ("Border transport", MAX_BORDER_TRANSPORT, 1),
        ("Attachments", MAX_ATTACHMENTS, 10),
        ("Routing countries (DDNTA)", MAX_ROUTING_COUNTRIES, 99),
    ];
    let lengths: [(&str, usize, usize); 14] = [
        ("Text and description", MAX_TEXT, 512),
        ("UCR", MAX_UCR, 35),
        ("EORI-style ids", MAX_EORI, 17),
        ("Seal", MAX_SEAL, 20),
        ("Container", MAX_CONTAINER_NUMBER, 17),
        ("Guarantee reference", MAX_GUARANTEE_REFERENCE, 24),
        ("References", MAX_REFERENCE, 35),
        ("GRN for type 4", GRN_LENGTH_VOUCHERS, 24),
        ("GRN", GRN_LENGTH, 17),
        ("Access code", ACCESS_CODE_LENGTH, 4),
        ("Carnet number, at least", MIN_CARNET_NUMBER, 10),
        ("Carnet number, at most", MAX_CARNET_NUMBER, 11),
        ("Document reference", MAX_DOCUMENT_REFERENCE, 70),
        ("Identification numbers", MAX_IDENTIFICATION_NUMBER, 35),
    ];
    for (row, constant, spec) in lists.iter().chain(&lengths) {
        assert_eq!(constant, spec, "{row}");
    }
    assert_eq!(MAX_PACKAGE_COUNT_DIGITS, 8);
    assert_eq!(MAX_ATTACHMENT_KB, 4000);
    assert_eq!(MAX_AMOUNT, Decimal::parse("99999999999999.99").unwrap());
    assert_eq!((DECIMAL_DIGITS, DECIMAL_PLACES), (16, 6));
    assert_eq!((MAX_LATITUDE, MAX_LONGITUDE), (90, 180));
    // "Departure transport: 1 (3 for inland mode 3, unlimited for 2)"; "Border transport: 9
    // with transit offices, else 1".
    assert_eq!(max_departure_transport(Some("3")), Some(3));
    assert_eq!(max_departure_transport(Some("2")), None);
    assert_eq!(max_departure_transport(Some("4")), Some(1));
    assert_eq!(max_departure_transport(None), Some(1));
    assert_eq!(
        (max_border_transport(true), max_border_transport(false)),
        (9, 1)
    );
}
