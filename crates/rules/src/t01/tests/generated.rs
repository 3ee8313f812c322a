//! The generator of complete declarations (`t01::generate`): deterministic, within the limits,
//! honest about the spec's rules (checked here with the value types, independently of the
//! validators), and free of violations under the rules written so far. Plus the proptest
//! strategy over generated declarations.

use std::collections::HashSet;

use proptest::prelude::*;

use super::*;
use crate::t01::codes::{ADDITIONAL_INFO_30600, GUARANTEE_TIR};
use crate::t01::generate::{generate, generate_with, Options, Rng};
use crate::t01::limits::*;
use crate::t01::{Document, Party};
use crate::values::{
    iso6346_check, ContainerNumber, ConvRefNumber, CusCode, Decimal, DocumentReference, Eori, Grn,
    HsCode, Lrn, MeansIdentification, Mrn, OfficeCode, SealIdentifier, UcrReference, UnLocode,
};
use crate::Mode;

/// Random generated declarations (small, so that many cases run): seed, houses, items.
pub fn any_generated() -> impl Strategy<Value = Declaration> {
    (any::<u64>(), 1usize..4, 1usize..5, any::<bool>()).prop_map(|(seed, h, i, lifecycle)| {
        let options = Options::new(seed, h, i);
        generate_with(&if lifecycle {
            options.with_lifecycle()
        } else {
            options
        })
    })
}

/// The mode in which a generated declaration is complete.
fn mode_for(doc: &Declaration) -> Mode {
    if doc.control_result.is_some() {
        Mode::ControlResults
    } else {
        Mode::New
    }
}

#[test]
fn generation_is_deterministic() {
    assert_eq!(generate(42, 3, 5), generate(42, 3, 5));
    assert_ne!(generate(42, 3, 5), generate(43, 3, 5));
    let mut a = Rng::new(1);
    let mut b = Rng::new(1);
    let xs: Vec<u64> = (0..5).map(|_| a.next_u64()).collect();
    assert_eq!(xs, (0..5).map(|_| b.next_u64()).collect::<Vec<_>>());
    assert!(xs.windows(2).all(|w| w[0] != w[1]));
}

#[test]
fn sizes_are_clamped_to_the_limits_of_section_9() {
    let tiny = generate(1, 0, 0);
    assert_eq!(
        (tiny.house_consignments.len(), tiny.total_items),
        (1, Some(1))
    );
    let big = generate(1, MAX_HOUSE_CONSIGNMENTS + 5, 1);
    assert_eq!(big.house_consignments.len(), MAX_HOUSE_CONSIGNMENTS);
}

#[test]
fn generated_declarations_break_no_rule() {
    for seed in 0..16 {
        let doc = generate(seed, 1 + seed as usize % 4, 1 + seed as usize % 5);
        assert_eq!(violations(&doc), vec![], "seed {seed}");
    }
}

#[test]
fn lifecycle_declarations_break_no_rule_in_control_results_mode() {
    let ctx = ctx().with_mode(Mode::ControlResults);
    for seed in 0..16 {
        let doc = generate_with(&Options::new(seed, 2, 3).with_lifecycle());
        assert_eq!(violations_with(&doc, &ctx), vec![], "seed {seed}");
    }
}

#[test]
fn the_holder_and_the_dates_follow_the_context() {
    let mut ctx = ctx();
    ctx.user.eori = Some("MD1003600000011".into());
    ctx.today = "2031-05-01".into();
    ctx.now = "2031-05-01T08:00:00".into();
    let doc = generate_with(&Options::new(9, 2, 2).for_ctx(&ctx));
    assert_eq!(
        doc.applicant.as_ref().and_then(Party::eori),
        Some("MD1003600000011")
    );
    assert!(doc.date_limit.as_deref().unwrap().starts_with("2032-"));
    assert_eq!(violations_with(&doc, &ctx), vec![]);
}

fn eori_ok(party: &Option<Party>) -> bool {
    party
        .as_ref()
        .and_then(Party::eori)
        .is_some_and(|e| Eori::parse(e).is_some())
}

fn kg(d: &Option<Decimal>) -> Decimal {
    d.expect("a mass")
}

/// References unique within one list, each a valid document reference, with the fields of
/// its list (spec 5.6, and the presence rules of the document lists).
fn documents_ok(list: &[Document], all: &mut HashSet<String>) {
    let mut here = HashSet::new();
    for d in list {
        let r = d.reference.as_deref().expect("a reference");
        assert!(DocumentReference::parse(r).is_some(), "{r}");
        assert!(here.insert(r.to_owned()), "{r} repeated in its list");
        all.insert(r.to_owned());
        assert!(d.doc_type.as_ref().is_some_and(|t| t.code.len() <= 4));
        assert_eq!(d.quantity.is_some(), d.msr_qualifier.is_some());
        assert!(d
            .quantity
            .is_none_or(|q| !q.is_negative() && q.digits() <= 16));
        assert!(d
            .complement
            .as_ref()
            .is_none_or(|c| c.chars().count() <= 35));
        assert!(d.no_of_pack.is_none_or(|n| (0..100_000_000).contains(&n)));
    }
}

/// The rules of sections 5 and 9 the generator promises, checked with the value types rather
/// than the validators (most of which are still to be written).
fn honest(doc: &Declaration) {
    let total = doc.total_items();
    assert!(Lrn::parse(doc.lrn.as_deref().unwrap()).is_some());
    if let Some(mrn) = &doc.mrn {
        assert!(Mrn::parse(mrn).is_ok(), "{mrn}");
    }
    // Parties: valid EORIs; consignor and carrier are not the holder (5.2).
    let holder = doc.applicant.as_ref().and_then(Party::eori).unwrap();
    for party in [
        &doc.applicant,
        &doc.representative,
        &doc.consignor,
        &doc.consignee,
        &doc.carrier,
    ] {
        assert!(eori_ok(party));
    }
    assert_ne!(doc.consignor.as_ref().and_then(Party::eori), Some(holder));
    assert_ne!(doc.carrier.as_ref().and_then(Party::eori), Some(holder));
    for a in &doc.chain_add_actors {
        assert!(eori_ok(&a.actor) && a.role.is_some());
    }
    // Offices (5.1): codes well formed, lists never overlapping.
    let code = |o: &Option<crate::values::OfficeRef>| o.as_ref().unwrap().code.clone();
    let departure = code(&doc.departure_office);
    let destination = code(&doc.destination_office);
    let transit: Vec<String> = doc
        .transit_offices
        .iter()
        .map(|o| code(&o.customs_office))
        .collect();
    let exit: Vec<String> = doc
        .exit_offices
        .iter()
        .map(|o| code(&o.customs_office))
        .collect();
    assert_ne!(departure, destination);
    for o in transit
        .iter()
        .chain(&exit)
        .chain([&departure, &destination])
    {
        assert!(OfficeCode::parse(o).is_some(), "{o}");
    }
    for o in [&departure, &destination] {
        assert!(!transit.contains(o) && !exit.contains(o));
    }
    assert!(transit.iter().all(|t| !exit.contains(t)));
    assert!(transit.len() <= MAX_TRANSIT_OFFICES && exit.len() <= MAX_EXIT_OFFICES);
    // Guarantees: never B outside TIR, valid GRNs and access codes (5.1, 5.5).
    assert!(!doc.is_tir());
    for g in &doc.guarantees {
        assert_ne!(g.type_code(), Some(GUARANTEE_TIR));
        assert!(g.guarantee_references.len() <= MAX_GUARANTEE_REFERENCES);
        for r in &g.guarantee_references {
            let grn = r.grn.as_deref().unwrap();
            assert!(Grn::parse(grn).is_ok() && grn.len() == GRN_LENGTH, "{grn}");
            assert_eq!(
                r.access_code.as_ref().map(String::len),
                Some(ACCESS_CODE_LENGTH)
            );
            assert!(r
                .covered_amount
                .is_some_and(|a| a <= MAX_AMOUNT && a.decimals() <= 2));
        }
    }
    // Transport (5.2, 5.8, 9).
    assert!(doc.departure_transport.len() <= MAX_DEPARTURE_TRANSPORT_INLAND_MODE_3);
    assert!(doc.border_transport.len() <= max_border_transport(!transit.is_empty()));
    for m in doc.departure_transport.iter().chain(&doc.border_transport) {
        let id_type = m.id_type.as_ref().map(|t| t.code.as_str());
        assert!(
            MeansIdentification::parse(m.identification_number.as_deref().unwrap(), id_type)
                .is_ok()
        );
        assert!(m.nationality.as_ref().is_some_and(|n| n.code.len() == 2));
    }
    for m in &doc.border_transport {
        assert!(m.cust_office.is_some());
        assert!(ConvRefNumber::parse(m.conv_ref_number.as_deref().unwrap(), false).is_some());
    }
    for p in [&doc.loading_place, &doc.unloading_place] {
        let un = &p.as_ref().unwrap().un_code.as_ref().unwrap().code;
        assert!(UnLocode::parse(un).is_some(), "{un}");
    }
    // Equipment (5.7): ISO 6346 container numbers, valid seals, goods references within the
    // items, every item referenced once.
    assert!(
        !doc.transport_equipment.is_empty()
            && doc.transport_equipment.len() <= MAX_TRANSPORT_EQUIPMENT
    );
    let mut referenced = Vec::new();
    for e in &doc.transport_equipment {
        let c = e.container_number.as_deref().unwrap();
        assert!(
            ContainerNumber::parse(c).is_some() && iso6346_check(c),
            "{c}"
        );
        assert!(!e.seals.is_empty() && e.seals.len() <= MAX_SEALS_PER_EQUIPMENT);
        for s in &e.seals {
            assert!(SealIdentifier::parse(s.identifier.as_deref().unwrap()).is_some());
        }
        assert!(e.goods_reference.len() <= MAX_GOODS_REFERENCES_PER_EQUIPMENT);
        referenced.extend(
            e.goods_reference
                .iter()
                .map(|g| g.declaration_goods_item_number.unwrap()),
        );
    }
    assert_eq!(referenced, (1..=total as i64).collect::<Vec<_>>());
    // Masses (5.2-5.4): master >= houses >= items >= net, all decimals 16,6.
    let houses: Decimal = doc
        .house_consignments
        .iter()
        .map(|h| kg(&h.gross_mass))
        .sum();
    assert!(kg(&doc.gross_mass) >= houses);
    // Values that must differ among houses (5.1), held only by the houses (4.4).
    if doc.house_consignments.len() > 1 {
        let distinct = |f: &dyn Fn(&crate::t01::HouseConsignment) -> Option<String>| {
            doc.house_consignments
                .iter()
                .map(f)
                .collect::<HashSet<_>>()
                .len()
                > 1
        };
        assert!(distinct(&|h| h
            .consignee
            .as_ref()
            .and_then(|p| p.eori_number.clone())));
        assert!(distinct(&|h| h
            .dispatch_country
            .as_ref()
            .map(|c| c.code.clone())));
        assert!(distinct(&|h| h
            .payment_method
            .as_ref()
            .map(|c| c.code.clone())));
        assert!(distinct(&|h| h.ucr_reference.clone()));
    }
    assert!(doc.ucr_reference.is_none() && doc.payment_method.is_none() && doc.dispatch.is_none());
    let mut references = HashSet::new();
    for list in [
        &doc.previous_doc,
        &doc.supporting_doc,
        &doc.transport_doc,
        &doc.additional_ref,
    ] {
        documents_ok(list, &mut references);
    }
    let mut infos: Vec<&str> = Vec::new();
    infos.extend(
        doc.additional_info
            .iter()
            .filter_map(|a| a.code.as_ref())
            .map(|c| c.code.as_str()),
    );
    for h in &doc.house_consignments {
        assert!(h.house_items.len() <= MAX_ITEMS_PER_HOUSE);
        assert!(h.consignor.is_none() && h.country_of_destination.is_none());
        assert!(eori_ok(&h.consignee));
        assert!(UcrReference::parse(h.ucr_reference.as_deref().unwrap()).is_some());
        let items: Decimal = h.house_items.iter().map(|i| kg(&i.gross_mass)).sum();
        assert!(kg(&h.gross_mass) >= items);
        assert!(h.payment_method.is_some());
        for list in [
            &h.previous_doc,
            &h.supporting_doc,
            &h.transport_doc,
            &h.additional_ref,
        ] {
            documents_ok(list, &mut references);
        }
        infos.extend(
            h.additional_info
                .iter()
                .filter_map(|a| a.code.as_ref())
                .map(|c| c.code.as_str()),
        );
        for item in &h.house_items {
            let hs = HsCode::parse(item.hs_code.as_deref().unwrap()).expect("6-digit HS code");
            let description = item.goods_description.as_deref().unwrap();
            assert!(description.chars().count() <= MAX_TEXT && description.trim() == description);
            // Held by the house and the master (4.4), so not by the item.
            assert!(item.declaration_type.is_none() && item.dispatch_country.is_none());
            assert!(item.destination_country.is_none() && item.cn_code.is_none());
            assert!(item.ucr_reference.is_none());
            assert!(kg(&item.net_mass) <= kg(&item.gross_mass));
            assert_eq!(item.quantity3.is_some(), hs.needs_quantity3(), "{hs}");
            for q in [
                item.statistical_value,
                item.quantity1,
                item.quantity2,
                item.supp_unit,
            ] {
                assert!(q.is_some_and(|q| !q.is_negative() && q.digits() <= 16));
            }
            assert!(item.currency.is_some());
            if let Some(cus) = &item.cus_code {
                assert!(CusCode::parse(cus).is_some());
            }
            assert!(
                !item.packagings.is_empty() && item.packagings.len() <= MAX_PACKAGINGS_PER_ITEM
            );
            for p in &item.packagings {
                let t = p.pack_type.as_ref().unwrap();
                assert_eq!(p.package_number.is_none(), t.is_bulk());
                assert!(p
                    .package_number
                    .is_none_or(|n| (0..100_000_000).contains(&n)));
                assert!(p.shipping_mark.is_some() || t.is_bulk() || t.is_unpacked());
            }
            assert!(item.chain_add_actors.len() <= MAX_SUPPLY_CHAIN_ACTORS);
            for list in [
                &item.previous_doc,
                &item.supporting_doc,
                &item.transport_doc,
                &item.additional_ref,
            ] {
                documents_ok(list, &mut references);
            }
            infos.extend(
                item.additional_info
                    .iter()
                    .filter_map(|a| a.code.as_ref())
                    .map(|c| c.code.as_str()),
            );
        }
    }
    assert!(!infos.contains(&ADDITIONAL_INFO_30600));
    assert!(doc.attachments.len() <= MAX_ATTACHMENTS);
    for a in &doc.attachments {
        assert!(a.size.is_some_and(|s| s <= MAX_ATTACHMENT_KB * 1024));
    }
    for g in &doc.goods {
        assert!(crate::values::NomenclatureCode::parse(g.taric_code.as_deref().unwrap()).is_some());
        assert!(
            crate::values::CommodityCode::parse(g.commodity_code.as_deref().unwrap(), true)
                .is_some()
        );
        assert!(g
            .amount_value
            .is_some_and(|v| !v.is_negative() && v <= MAX_AMOUNT));
    }
}

#[test]
fn generated_values_keep_the_rules_of_sections_5_and_9() {
    for seed in 0..12 {
        honest(&generate(
            seed,
            1 + seed as usize % 5,
            1 + seed as usize % 7,
        ));
        honest(&generate_with(&Options::new(seed, 3, 2).with_lifecycle()));
    }
}

/// 100,000 items need 101 containers (999 goods references each at most).
#[test]
fn equipment_covers_every_item_within_its_limit() {
    let doc = generate(2, 3, 1000);
    assert_eq!(doc.total_items(), 3000);
    assert_eq!(doc.transport_equipment.len(), 4);
    honest(&doc);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    #[test]
    fn any_generated_declaration_is_complete_stable_and_normalised(doc in any_generated()) {
        honest(&doc);
        let ctx = ctx().with_mode(mode_for(&doc));
        prop_assert_eq!(violations_with(&doc, &ctx), vec![]);
        let mut again = doc.clone();
        let removed = T01::normalise(&mut again, None, None, &ctx);
        prop_assert!(removed.is_empty(), "{:?}", removed);
        prop_assert_eq!(&again, &doc);
        let text = serde_json::to_string(&doc).unwrap();
        let back: Declaration = serde_json::from_str(&text).unwrap();
        prop_assert_eq!(back, doc);
    }
}
