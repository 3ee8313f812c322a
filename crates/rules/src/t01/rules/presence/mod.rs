//! The conditional fields of the T01 document, one entry per spec sentence. Each table feeds
//! the validator, the clean-up and the UI (see [`crate::conditional`]). Pointers of list rows
//! use the row's index: `/guarantees/0/referenceNumber`.
//!
//! One walk ([`walk`]) names every table with its subjects and their pointers; the presence
//! map, the validator and the clean-up are three visitors of it, so a table is never forgotten
//! by one of them. The walk is written once and instantiated twice, reading
//! ([`walk::shared`]) and mutating ([`walk::exclusive`]).

mod consignment;
pub mod facts;
mod header;
mod master;
mod rows;
pub mod scope;

use std::collections::BTreeMap;

pub use consignment::{needs_quantity3, net_mass_condition, HOUSE, ITEM};
pub use header::{transit_office_mandatory, HEADER};
pub use master::MASTER;
pub use rows::*;
pub use scope::Scope;

use crate::conditional::{self, Conditional, Findings, Pointer};
use crate::t01::Declaration;
use crate::{Ctx, FieldState, Focus};

/// A visitor of the read-only walk.
pub trait Visit {
    fn table<S, E: ?Sized>(
        &mut self,
        table: &[Conditional<S, E>],
        subject: &S,
        env: &E,
        at: &Pointer<'_>,
    );
}

/// A visitor of the mutating walk.
pub trait VisitMut {
    fn table<S, E: ?Sized>(
        &mut self,
        table: &[Conditional<S, E>],
        subject: &mut S,
        env: &E,
        at: &Pointer<'_>,
    );
}

/// Every table of the document with its subjects, in order: a parent before what depends on
/// it (the clean-up relies on it), the facts of a level computed after its own table ran.
macro_rules! walk {
    ($visit:ident $(, $m:tt)?) => {
        use super::super::facts::{Facts, HouseFacts, MeansFacts};
        use super::super::rows::*;
        use super::super::scope::Scope;
        use super::super::{$visit, HEADER, HOUSE, ITEM, MASTER};
        use crate::conditional::{Conditional, Pointer};
        use crate::t01::codes::{CONTAINERISED, QUALIFIER_POSTCODE};
        use crate::t01::{
            AdditionalInfo, Declaration, Document, GoodsLocation, HouseConsignment, HouseItem,
            Party, TransportEquipment,
        };
        use crate::Ctx;

        /// The whole document, with the house consignments and items of `scope`.
        pub fn document<V: $visit>(v: &mut V, doc: & $($m)? Declaration, ctx: &Ctx, scope: &Scope) {
            let root = Pointer::ROOT;
            v.table(HEADER, & $($m)? *doc, ctx, &root);
            v.table(MASTER, & $($m)? *doc, ctx, &root);
            let facts = Facts::of(&*doc, ctx);

            let at = root.key("guarantees");
            for (i, g) in (& $($m)? doc.guarantees).into_iter().enumerate() {
                let at = at.index(i);
                v.table(GUARANTEE, & $($m)? *g, &(), &at);
                let f = GuaranteeFacts { with_grn: g.with_grn() };
                rows(v, GUARANTEE_REFERENCE, & $($m)? g.guarantee_references, &f, &at.key("guaranteeReferences"));
            }
            rows(v, AUTHORISATION, & $($m)? doc.authorisations, &(), &root.key("authorisations"));
            rows(v, TRANSIT_OFFICE, & $($m)? doc.transit_offices, &(), &root.key("transitOffices"));
            rows(v, EXIT_OFFICE, & $($m)? doc.exit_offices, &(), &root.key("exitOffices"));
            rows(v, ROUTING_COUNTRY, & $($m)? doc.routing_countries, &(), &root.key("routingCountries"));

            party(v, & $($m)? doc.applicant, &root.key("applicant"));
            party(v, & $($m)? doc.representative, &root.key("representative"));
            party(v, & $($m)? doc.consignor, &root.key("consignor"));
            party(v, & $($m)? doc.consignee, &root.key("consignee"));
            party(v, & $($m)? doc.carrier, &root.key("carrier"));
            rows(v, SUPPLY_CHAIN_ACTOR, & $($m)? doc.chain_add_actors, &(), &root.key("chainAddActors"));
            let means = facts.means();
            rows(v, DEPARTURE_MEANS, & $($m)? doc.departure_transport, &means, &root.key("departureTransport"));
            rows(v, BORDER_MEANS, & $($m)? doc.border_transport, &means, &root.key("borderTransport"));
            rows(v, DRIVER, & $($m)? doc.drivers, &(), &root.key("drivers"));
            // The goods references (one per item, 100,000 at most) are rows of the items: a
            // focus leaves them out like the items themselves.
            let every_row = matches!(scope, Scope::All);
            equipment(v, & $($m)? doc.transport_equipment, facts.containerised, false, every_row, &root.key("transportEquipment"));
            if let Some(p) = & $($m)? doc.loading_place {
                v.table(PLACE, p, &(), &root.key("loadingPlace"));
            }
            if let Some(p) = & $($m)? doc.unloading_place {
                v.table(PLACE, p, &(), &root.key("unloadingPlace"));
            }
            location(v, & $($m)? doc.goods_location, false, &root.key("goodsLocation"));
            documents(
                v,
                & $($m)? doc.previous_doc,
                & $($m)? doc.supporting_doc,
                & $($m)? doc.transport_doc,
                & $($m)? doc.additional_ref,
                & $($m)? doc.additional_info,
                false,
                &root,
            );
            rows(v, GOODS, & $($m)? doc.goods, &(), &root.key("goods"));

            if let Some(c) = & $($m)? doc.control_decision {
                let at = root.key("controlDecision");
                v.table(CONTROL_DECISION, & $($m)? *c, &(), &at);
                rows(v, CONTROL, & $($m)? c.type_of_controls, &(), &at.key("typeOfControls"));
                rows(v, REQUESTED_DOCUMENT, & $($m)? c.requested_documents, &(), &at.key("requestedDocuments"));
            }
            rows(v, CONTROL, & $($m)? doc.control_results, &(), &root.key("controlResults"));

            let at = root.key("incidents");
            for (i, incident) in (& $($m)? doc.incidents).into_iter().enumerate() {
                let at = at.index(i);
                let containerised = incident
                    .transhipment
                    .as_ref()
                    .and_then(|t| t.container_indicator.as_ref())
                    .map_or(facts.containerised, |c| c.code == CONTAINERISED);
                v.table(INCIDENT, & $($m)? *incident, &(), &at);
                location(v, & $($m)? incident.location, true, &at.key("location"));
                equipment(v, & $($m)? incident.equipment, containerised, true, true, &at.key("equipment"));
                if let Some(t) = & $($m)? incident.transhipment {
                    if let Some(m) = & $($m)? t.transport_means {
                        let at = at.key("transhipment");
                        v.table(DEPARTURE_MEANS, m, &MeansFacts::default(), &at.key("transportMeans"));
                    }
                }
            }

            let at = root.key("houseConsignments");
            match scope {
                Scope::All => {
                    for (h, house) in (& $($m)? doc.house_consignments).into_iter().enumerate() {
                        self::house(v, house, &facts, &at.index(h), true, None);
                    }
                }
                Scope::Rows(focused) => {
                    for r in focused {
                        let list = & $($m)? doc.house_consignments[..];
                        if let Some(house) = list.into_iter().nth(r.house) {
                            self::house(v, house, &facts, &at.index(r.house), r.itself, Some(&r.items));
                        }
                    }
                }
            }
        }

        /// A house consignment (its own fields when `itself`) and its items: all of them, or
        /// those of `items`.
        fn house<V: $visit>(
            v: &mut V,
            house: & $($m)? HouseConsignment,
            facts: &Facts,
            at: &Pointer<'_>,
            itself: bool,
            items: Option<&[usize]>,
        ) {
            if itself {
                v.table(HOUSE, & $($m)? *house, facts, at);
                party(v, & $($m)? house.consignor, &at.key("consignor"));
                party(v, & $($m)? house.consignee, &at.key("consignee"));
                rows(v, SUPPLY_CHAIN_ACTOR, & $($m)? house.chain_add_actors, &(), &at.key("chainAddActors"));
                rows(v, DEPARTURE_MEANS, & $($m)? house.departure_transport, &facts.means(), &at.key("departureTransport"));
                documents(
                    v,
                    & $($m)? house.previous_doc,
                    & $($m)? house.supporting_doc,
                    & $($m)? house.transport_doc,
                    & $($m)? house.additional_ref,
                    & $($m)? house.additional_info,
                    false,
                    at,
                );
            }
            let f = HouseFacts::of(facts, &*house);
            let at = at.key("houseItems");
            match items {
                None => {
                    for (i, it) in (& $($m)? house.house_items).into_iter().enumerate() {
                        item(v, it, &f, &at.index(i));
                    }
                }
                Some(indexes) => {
                    for &i in indexes {
                        let list = & $($m)? house.house_items[..];
                        if let Some(it) = list.into_iter().nth(i) {
                            item(v, it, &f, &at.index(i));
                        }
                    }
                }
            }
        }

        fn item<V: $visit>(v: &mut V, it: & $($m)? HouseItem, f: &HouseFacts, at: &Pointer<'_>) {
            v.table(ITEM, & $($m)? *it, f, at);
            party(v, & $($m)? it.consignee, &at.key("consignee"));
            rows(v, SUPPLY_CHAIN_ACTOR, & $($m)? it.chain_add_actors, &(), &at.key("chainAddActors"));
            rows(v, DANGEROUS_GOODS, & $($m)? it.dangerous_goods, &(), &at.key("dangerousGoods"));
            rows(v, PACKAGE, & $($m)? it.packagings, &(), &at.key("packagings"));
            documents(
                v,
                & $($m)? it.previous_doc,
                & $($m)? it.supporting_doc,
                & $($m)? it.transport_doc,
                & $($m)? it.additional_ref,
                & $($m)? it.additional_info,
                true,
                at,
            );
        }

        fn rows<V: $visit, S, E: ?Sized>(
            v: &mut V,
            table: &[Conditional<S, E>],
            list: & $($m)? [S],
            env: &E,
            at: &Pointer<'_>,
        ) {
            for (i, row) in list.into_iter().enumerate() {
                v.table(table, row, env, &at.index(i));
            }
        }

        /// A party's address (the party itself has no conditional field).
        fn party<V: $visit>(v: &mut V, party: & $($m)? Option<Party>, at: &Pointer<'_>) {
            if let Some(p) = party {
                if let Some(a) = & $($m)? p.address {
                    v.table(ADDRESS, a, &AddressOf::Party, &at.key("address"));
                }
            }
        }

        #[allow(clippy::too_many_arguments)]
        fn equipment<V: $visit>(
            v: &mut V,
            list: & $($m)? [TransportEquipment],
            containerised: bool,
            incident: bool,
            goods_references: bool,
            at: &Pointer<'_>,
        ) {
            for (i, e) in list.into_iter().enumerate() {
                let at = at.index(i);
                let f = EquipmentFacts { first: i == 0, containerised, incident };
                v.table(EQUIPMENT, & $($m)? *e, &f, &at);
                rows(v, SEAL, & $($m)? e.seals, &(), &at.key("seals"));
                if goods_references {
                    rows(v, GOODS_REFERENCE, & $($m)? e.goods_reference, &(), &at.key("goodsReference"));
                }
            }
        }

        fn location<V: $visit>(v: &mut V, l: & $($m)? Option<GoodsLocation>, incident: bool, at: &Pointer<'_>) {
            if let Some(l) = l {
                v.table(LOCATION, & $($m)? *l, &LocationFacts { incident }, at);
                let of = if l.qualifier.as_ref().is_some_and(|q| q.code == QUALIFIER_POSTCODE) {
                    AddressOf::LocationT
                } else {
                    AddressOf::LocationZ
                };
                if let Some(a) = & $($m)? l.address {
                    v.table(ADDRESS, a, &of, &at.key("address"));
                }
                if let Some(g) = & $($m)? l.ngss {
                    v.table(GNSS, g, &(), &at.key("ngss"));
                }
            }
        }

        #[allow(clippy::too_many_arguments)]
        fn documents<V: $visit>(
            v: &mut V,
            previous: & $($m)? [Document],
            supporting: & $($m)? [Document],
            transport: & $($m)? [Document],
            additional_ref: & $($m)? [Document],
            additional_info: & $($m)? [AdditionalInfo],
            item: bool,
            at: &Pointer<'_>,
        ) {
            rows(v, PREVIOUS_DOCUMENT, previous, &DocumentFacts { item }, &at.key("previousDoc"));
            rows(v, SUPPORTING_DOCUMENT, supporting, &(), &at.key("supportingDoc"));
            rows(v, TYPE_AND_REFERENCE, transport, &(), &at.key("transportDoc"));
            rows(v, TYPE_AND_REFERENCE, additional_ref, &(), &at.key("additionalRef"));
            rows(v, ADDITIONAL_INFO, additional_info, &(), &at.key("additionalInfo"));
        }
    };
}

/// The walk over the document, reading ([`shared`]) or mutating ([`exclusive`]).
pub mod walk {
    pub mod shared {
        walk!(Visit);
    }
    pub mod exclusive {
        walk!(VisitMut, mut);
    }
}

struct States<'a>(&'a mut BTreeMap<String, FieldState>);

impl Visit for States<'_> {
    fn table<S, E: ?Sized>(&mut self, t: &[Conditional<S, E>], s: &S, e: &E, at: &Pointer<'_>) {
        conditional::states(t, s, e, at, self.0);
    }
}

struct Checks<'a, F: Findings>(&'a mut F);

impl<F: Findings> Visit for Checks<'_, F> {
    fn table<S, E: ?Sized>(&mut self, t: &[Conditional<S, E>], s: &S, e: &E, at: &Pointer<'_>) {
        conditional::check(t, s, e, at, self.0);
    }
}

struct Cleaner<'a> {
    removed: &'a mut Vec<String>,
    any: bool,
}

impl VisitMut for Cleaner<'_> {
    fn table<S, E: ?Sized>(&mut self, t: &[Conditional<S, E>], s: &mut S, e: &E, at: &Pointer<'_>) {
        self.any |= conditional::clean(t, s, e, at, self.removed);
    }
}

/// Presence of every conditional field of the rows in `focus`, for the UI.
pub fn fields(doc: &Declaration, ctx: &Ctx, focus: Focus<'_>) -> BTreeMap<String, FieldState> {
    let mut out = BTreeMap::new();
    walk::shared::document(&mut States(&mut out), doc, ctx, &Scope::of(focus));
    out
}

/// Required-and-missing and not-allowed-and-present, for the validator (every row).
pub fn violations(doc: &Declaration, ctx: &Ctx, out: &mut impl Findings) {
    walk::shared::document(&mut Checks(out), doc, ctx, &Scope::All);
}

/// Removes what is not allowed, until nothing changes (clearing one field can make another
/// not allowed, e.g. exit offices and then the transit offices they made mandatory).
pub fn clean(doc: &mut Declaration, ctx: &Ctx, removed: &mut Vec<String>) {
    for _ in 0..4 {
        let mut cleaner = Cleaner {
            removed: &mut *removed,
            any: false,
        };
        walk::exclusive::document(&mut cleaner, doc, ctx, &Scope::All);
        if !cleaner.any {
            break;
        }
    }
}
