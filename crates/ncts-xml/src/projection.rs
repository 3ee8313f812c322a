//! [`carried`]: a declaration reduced to what CC015C carries, the fields listed in the crate
//! documentation dropped. `import(export(d)) == carried(d)` for a declaration whose texts are
//! not empty.

use vama_rules::t01::model::{Address, Declaration, Document, HouseItem, Party};

/// The declaration with only what CC015C carries: catalog values as `{code}`, empty texts
/// as absent, and the fields CC015C has no place for removed.
pub fn carried(doc: &Declaration) -> Declaration {
    let mut d = codes_only(doc);
    d.mrn = None;
    d.amendment_type = None;
    d.guarantee_indicator = None;
    d.operations_number = None;
    d.arrival_date_and_time_estimated = None;
    d.departure_country = None;
    d.total_items = None;
    d.drivers.clear();
    d.goods.clear();
    d.attachments.clear();
    d.control_result = None;
    d.report_discrepancy = None;
    d.other_things_to_report = None;
    d.in_tp_mode = None;
    d.application_submission_date_time = None;
    d.storage_reference = None;
    d.registration_reference = None;
    d.decision_reference = None;
    d.ca = None;
    d.actual_transit_offices.clear();
    d.actual_exit_offices.clear();
    d.control_decision = None;
    d.control_results.clear();
    d.departure_risk_rules.clear();
    d.destination_risk_rules.clear();
    d.initial_departure_risk_color = None;
    d.final_departure_risk_color = None;
    d.initial_destination_risk_color = None;
    d.final_destination_risk_color = None;
    d.incidents.clear();
    d.arrival = None;
    d.presentation_notification = None;

    party(&mut d.applicant);
    id_only(&mut d.representative);
    party(&mut d.consignor);
    party(&mut d.consignee);
    id_only(&mut d.carrier);
    for a in &mut d.chain_add_actors {
        id_only(&mut a.actor);
    }
    for a in &mut d.authorisations {
        a.decision_id = None;
    }
    for x in &mut d.exit_offices {
        x.arrival_date_and_time_estimated = None;
    }
    for g in &mut d.guarantees {
        for r in &mut g.guarantee_references {
            r.customs_office_of_guarantee = None;
            r.status = None;
        }
    }
    for m in &mut d.departure_transport {
        m.cust_office = None;
        m.conv_ref_number = None;
    }
    if let Some(l) = &mut d.goods_location {
        l.country = None;
        id_only(&mut l.economic_operator);
        let postcode_only = l.qualifier.as_ref().is_some_and(|q| q.code == "T");
        if let Some(a) = &mut l.address {
            a.name = None;
            if postcode_only {
                a.street_number = None;
                a.city = None;
            } else {
                a.house_number = None;
            }
        }
    }
    documents(
        &mut d.previous_doc,
        &mut d.supporting_doc,
        &mut d.transport_doc,
        &mut d.additional_ref,
        false,
    );
    for h in &mut d.house_consignments {
        party(&mut h.consignor);
        party(&mut h.consignee);
        for a in &mut h.chain_add_actors {
            id_only(&mut a.actor);
        }
        for m in &mut h.departure_transport {
            m.cust_office = None;
            m.conv_ref_number = None;
        }
        documents(
            &mut h.previous_doc,
            &mut h.supporting_doc,
            &mut h.transport_doc,
            &mut h.additional_ref,
            false,
        );
        for i in &mut h.house_items {
            item(i);
        }
    }
    d
}

fn item(i: &mut HouseItem) {
    party(&mut i.consignee);
    for a in &mut i.chain_add_actors {
        id_only(&mut a.actor);
    }
    i.statistical_value = None;
    i.quantity1 = None;
    i.quantity2 = None;
    i.quantity3 = None;
    i.currency = None;
    i.item_taxes = None;
    documents(
        &mut i.previous_doc,
        &mut i.supporting_doc,
        &mut i.transport_doc,
        &mut i.additional_ref,
        true,
    );
}

fn documents(
    previous: &mut [Document],
    supporting: &mut [Document],
    transport: &mut [Document],
    additional_ref: &mut [Document],
    item_level: bool,
) {
    let keep = |d: &mut Document, line: bool, packages: bool, complement: bool| {
        d.complete_control = None;
        if !line {
            d.itm_nber = None;
        }
        if !packages {
            d.pack_type = None;
            d.no_of_pack = None;
            d.msr_qualifier = None;
            d.quantity = None;
        }
        if !complement {
            d.complement = None;
        }
    };
    previous
        .iter_mut()
        .for_each(|d| keep(d, item_level, item_level, true));
    supporting
        .iter_mut()
        .for_each(|d| keep(d, true, false, true));
    transport
        .iter_mut()
        .for_each(|d| keep(d, false, false, false));
    additional_ref
        .iter_mut()
        .for_each(|d| keep(d, false, false, false));
}

/// A holder, consignor or consignee: identification number, name, address without its name
/// and house number.
fn party(p: &mut Option<Party>) {
    if let Some(p) = p {
        p.aeo_authorised = None;
        if let Some(a) = &mut p.address {
            *a = Address {
                name: None,
                house_number: None,
                ..a.clone()
            };
        }
    }
}

/// A party CC015C knows by its identification number only.
fn id_only(p: &mut Option<Party>) {
    if let Some(party) = p {
        *p = party.eori_number.clone().map(|id| Party {
            eori_number: Some(id),
            ..Party::default()
        });
    }
}

/// Every catalog value (an object with a `code`) reduced to its code, and every empty text
/// removed, through the JSON form (the model's catalog types are many; their shape is one).
fn codes_only(doc: &Declaration) -> Declaration {
    fn walk(v: &mut serde_json::Value) {
        match v {
            serde_json::Value::Object(map) => {
                if let Some(code) = map.get("code").filter(|c| c.is_string()).cloned() {
                    map.clear();
                    map.insert("code".into(), code);
                    return;
                }
                map.retain(|_, v| v.as_str() != Some(""));
                map.values_mut().for_each(walk);
            }
            serde_json::Value::Array(items) => items.iter_mut().for_each(walk),
            _ => {}
        }
    }
    let mut value = serde_json::to_value(doc).unwrap_or_default();
    walk(&mut value);
    serde_json::from_value(value).unwrap_or_else(|_| doc.clone())
}
