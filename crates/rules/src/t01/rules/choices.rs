//! Choice fields whose catalog the rules narrow, where the document decides (filters on the
//! catalog's own flags are the UI's). One walk ([`visit`]) feeds both the UI's `choices` map
//! (rows in focus) and the validator (every row), so a narrowing is written once. Nothing is
//! allocated for a field that holds an allowed value.

use std::collections::BTreeMap;

use super::presence::facts::common_transit;
use super::presence::Scope;
use crate::conditional::{Findings, Pointer};
use crate::t01::codes::{
    ADDITIONAL_INFO_30600, ANDORRA, CONTROL_RESULT_EXCLUDED, GUARANTEE_TIR, INCIDENT_QUALIFIERS,
    ITEM_LEVEL_DECLARATION_TYPES, MODE_ROAD, SAN_MARINO, T,
};
use crate::t01::model::code;
use crate::t01::{AdditionalInfo, Declaration, HouseConsignment, HouseItem, TransportMeans};
use crate::text::Text;
use crate::values::CountryRef;
use crate::{Choices, Ctx, Focus, Violation};

/// What a narrowed field may hold.
#[derive(Debug, Clone, Copy)]
pub enum Allowed {
    Only(&'static [&'static str]),
    Exclude(&'static [&'static str]),
}

impl Allowed {
    pub fn allows(self, code: &str) -> bool {
        match self {
            Allowed::Only(codes) => codes.contains(&code),
            Allowed::Exclude(codes) => !codes.contains(&code),
        }
    }

    pub fn choices(self) -> Choices {
        match self {
            Allowed::Only(codes) => Choices::only(codes),
            Allowed::Exclude(codes) => Choices::exclude(codes),
        }
    }
}

/// One narrowing: the field (relative to its subject), what it may hold, and the rule when it
/// holds something else (also the key of its text, crate::text).
#[derive(Debug, Clone, Copy)]
pub struct Narrowing {
    pub path: &'static str,
    pub allowed: Allowed,
    pub rule: &'static str,
}

/// "Control result A3 is excluded from the choices."
const CONTROL_RESULT: Narrowing = Narrowing {
    path: "/controlResult",
    allowed: Allowed::Exclude(&[CONTROL_RESULT_EXCLUDED]),
    rule: "control-result-a3-excluded",
};

/// "Guarantee type choices are restricted to code B for TIR"; 5.1: "TIR transit allows only
/// guarantee type B".
const TIR_GUARANTEE: Narrowing = Narrowing {
    path: "/type",
    allowed: Allowed::Only(&[GUARANTEE_TIR]),
    rule: "tir-guarantee-type-b",
};

/// Spec 7 "AD and SM are excluded as destination when the departure country is a
/// common-transit country".
fn destination(path: &'static str) -> Narrowing {
    Narrowing {
        path,
        allowed: Allowed::Exclude(&[ANDORRA, SAN_MARINO]),
        rule: "destination-ad-sm-from-common-transit",
    }
}

/// Spec 7 "Additional information: ... 30600 excluded when the destination is in common
/// transit"; 5.1 with its message.
const INFO_30600: Narrowing = Narrowing {
    path: "/code",
    allowed: Allowed::Exclude(&[ADDITIONAL_INFO_30600]),
    rule: "additional-info-30600-common-transit",
};

/// Spec 7 "Declaration types: itemLevel true for items" (CL232: T1, T2, T2F), for the items
/// of a declaration of type T (the only one whose items have a type).
const ITEM_DECLARATION_TYPE: Narrowing = Narrowing {
    path: "/declarationType",
    allowed: Allowed::Only(ITEM_LEVEL_DECLARATION_TYPES),
    rule: "item-declaration-type-item-level",
};

/// Spec 5.6 "Incident mode limits qualifiers to U, W and Z".
const INCIDENT_QUALIFIER: Narrowing = Narrowing {
    path: "/location/qualifier",
    allowed: Allowed::Only(INCIDENT_QUALIFIERS),
    rule: "incident-location-qualifier",
};

/// The identification types of a transport mode: "modes 1, 2, 3, 4, 8 use codes from ten
/// times the mode to that plus 9".
const ID_TYPES: [(&str, &[&str]); 5] = [
    (
        "1",
        &["10", "11", "12", "13", "14", "15", "16", "17", "18", "19"],
    ),
    (
        "2",
        &["20", "21", "22", "23", "24", "25", "26", "27", "28", "29"],
    ),
    (
        "3",
        &["30", "31", "32", "33", "34", "35", "36", "37", "38", "39"],
    ),
    (
        "4",
        &["40", "41", "42", "43", "44", "45", "46", "47", "48", "49"],
    ),
    (
        "8",
        &["80", "81", "82", "83", "84", "85", "86", "87", "88", "89"],
    ),
];

/// Spec 5.8 "Type choices: ... departure mode 3 codes 30 (first) and 31 (others); modes 1,
/// 2, 3, 4, 8 use codes from ten times the mode to that plus 9". None for other modes.
fn id_types(mode: Option<&str>, departure: bool, row: usize) -> Option<Narrowing> {
    let mode = mode?;
    let codes: &'static [&'static str] = match (departure && mode == MODE_ROAD, row) {
        (true, 0) => &["30"],
        (true, _) => &["31"],
        _ => ID_TYPES.iter().find(|(m, _)| *m == mode)?.1,
    };
    Some(Narrowing {
        path: "/idType",
        allowed: Allowed::Only(codes),
        rule: "transport-means-id-type",
    })
}

/// Calls `f` with every narrowed field of the walk: pointer of its subject, narrowing and
/// current code.
pub fn visit(
    doc: &Declaration,
    scope: &Scope,
    f: &mut dyn FnMut(&Pointer<'_>, Narrowing, Option<&str>),
) {
    let root = Pointer::ROOT;
    f(&root, CONTROL_RESULT, code(&doc.control_result));

    let from_common_transit = doc.departure_country.as_ref().is_some_and(common_transit);
    let to_common_transit = doc
        .destination_country
        .as_ref()
        .is_some_and(|c| c.common_transit == Some(true));
    if from_common_transit {
        f(
            &root,
            destination("/destinationCountry"),
            country(&doc.destination_country),
        );
    }
    if doc.is_tir() {
        let at = root.key("guarantees");
        for (i, g) in doc.guarantees.iter().enumerate() {
            f(&at.index(i), TIR_GUARANTEE, g.type_code());
        }
    }
    let info = |f: &mut dyn FnMut(&Pointer<'_>, Narrowing, Option<&str>),
                infos: &[AdditionalInfo],
                at: &Pointer<'_>| {
        if to_common_transit {
            let at = at.key("additionalInfo");
            for (i, a) in infos.iter().enumerate() {
                f(&at.index(i), INFO_30600, code(&a.code));
            }
        }
    };
    info(f, &doc.additional_info, &root);
    let inland = code(&doc.inland_mot);
    means(
        f,
        &doc.departure_transport,
        inland,
        true,
        &root.key("departureTransport"),
    );
    means(
        f,
        &doc.border_transport,
        code(&doc.border_mot),
        false,
        &root.key("borderTransport"),
    );
    let at = root.key("incidents");
    for (i, incident) in doc.incidents.iter().enumerate() {
        let qualifier = incident.location.as_ref().and_then(|l| code(&l.qualifier));
        f(&at.index(i), INCIDENT_QUALIFIER, qualifier);
    }

    let master_destination = doc.destination_country.is_some();
    let type_t = doc.declaration_type() == Some(T);
    let house = |f: &mut dyn FnMut(&Pointer<'_>, Narrowing, Option<&str>),
                 h: &HouseConsignment,
                 at: &Pointer<'_>,
                 itself: bool,
                 items: Option<&[usize]>| {
        if itself {
            if from_common_transit && !master_destination {
                f(
                    at,
                    destination("/countryOfDestination"),
                    country(&h.country_of_destination),
                );
            }
            info(f, &h.additional_info, at);
            means(
                f,
                &h.departure_transport,
                inland,
                true,
                &at.key("departureTransport"),
            );
        }
        let item_destination = !master_destination && h.country_of_destination.is_none();
        let mut item = |i: &HouseItem, at: &Pointer<'_>| {
            if type_t {
                f(at, ITEM_DECLARATION_TYPE, code(&i.declaration_type));
            }
            if from_common_transit && item_destination {
                f(
                    at,
                    destination("/destinationCountry"),
                    country(&i.destination_country),
                );
            }
            info(f, &i.additional_info, at);
        };
        let at = at.key("houseItems");
        match items {
            None => {
                for (i, it) in h.house_items.iter().enumerate() {
                    item(it, &at.index(i));
                }
            }
            Some(indexes) => {
                for &i in indexes {
                    if let Some(it) = h.house_items.get(i) {
                        item(it, &at.index(i));
                    }
                }
            }
        }
    };
    let at = root.key("houseConsignments");
    match scope {
        Scope::All => {
            for (i, h) in doc.house_consignments.iter().enumerate() {
                house(f, h, &at.index(i), true, None);
            }
        }
        Scope::Rows(rows) => {
            for r in rows {
                if let Some(h) = doc.house_consignments.get(r.house) {
                    house(f, h, &at.index(r.house), r.itself, Some(&r.items));
                }
            }
        }
    }
}

fn means(
    f: &mut dyn FnMut(&Pointer<'_>, Narrowing, Option<&str>),
    list: &[TransportMeans],
    mode: Option<&str>,
    departure: bool,
    at: &Pointer<'_>,
) {
    for (i, m) in list.iter().enumerate() {
        if let Some(n) = id_types(mode, departure, i) {
            f(&at.index(i), n, code(&m.id_type));
        }
    }
}

/// The narrowed choice fields of the rows in `focus`, for the UI.
pub fn choices(doc: &Declaration, _ctx: &Ctx, focus: Focus<'_>) -> BTreeMap<String, Choices> {
    let mut out = BTreeMap::new();
    visit(doc, &Scope::of(focus), &mut |at, n, _| {
        out.insert(at.join(n.path), n.allowed.choices());
    });
    out
}

/// A narrowed field holding a value it may not hold, for the validator (every row; an item's
/// findings are capped like the presence's).
pub fn violations(doc: &Declaration, out: &mut impl Findings) {
    visit(doc, &Scope::All, &mut |at, n, current| match current {
        Some(code) if !n.allowed.allows(code) => out.found(n.rule, || {
            Violation::of(at.join(n.path), n.rule, Text::new(n.rule))
        }),
        _ => {}
    });
}

fn country(c: &Option<CountryRef>) -> Option<&str> {
    c.as_ref().map(|c| c.code.as_str())
}
