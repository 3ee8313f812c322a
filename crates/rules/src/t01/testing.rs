//! Builders for tests (here, in the server and in the parity cases): small documents that
//! read like the rule they exercise, e.g.
//! `DeclarationBuilder::valid_t1().tir().with_guarantee("B").build()`.

use crate::t01::{
    Authorisation, Declaration, ExitOffice, GoodsLocation, Guarantee, GuaranteeReference,
    HouseConsignment, HouseItem, Package, Party, Place, RoutingCountry, TransitOffice,
};
use crate::values::{CodeRef, CountryRef, Decimal, GuaranteeTypeRef, OfficeRef, PackageTypeRef};

pub fn office(code: &str) -> OfficeRef {
    OfficeRef {
        code: code.into(),
        name: None,
    }
}

pub fn country(code: &str, common_transit: bool) -> CountryRef {
    CountryRef {
        code: code.into(),
        common_transit: Some(common_transit),
        ..CountryRef::default()
    }
}

pub fn code(code: &str) -> CodeRef {
    CodeRef {
        code: code.into(),
        name: None,
    }
}

/// A guarantee of `type_code` filled as its type needs (flags derived from the code).
pub fn guarantee(type_code: &str) -> Guarantee {
    let t = GuaranteeTypeRef::new(type_code);
    let reference = GuaranteeReference {
        grn: t.with_grn().then(|| {
            if type_code == "4" {
                "24GB0000010000295A123456"
            } else {
                "24GB0000010000295"
            }
            .into()
        }),
        access_code: t.with_grn().then(|| "X9X9".into()),
        covered_amount: Some(Decimal::from_cents(100_000)),
        ..GuaranteeReference::blank()
    };
    Guarantee {
        sequence: 1,
        reference_number: (type_code == "8").then(|| "OTHER-REF-1".into()),
        guarantee_references: if t.with_rfc() {
            vec![reference]
        } else {
            Vec::new()
        },
        r#type: Some(t),
    }
}

/// `kg` kilograms.
pub fn kilograms(kg: i64) -> Decimal {
    Decimal::from_cents(kg * 100)
}

/// A package of `kind` (`OTHER`, `BULK` or `UNPACKED`) filled as its kind needs.
pub fn package(kind: &str) -> Package {
    let other = kind != "BULK" && kind != "UNPACKED";
    Package {
        sequence: 1,
        pack_type: Some(PackageTypeRef {
            code: match kind {
                "BULK" => "VR",
                "UNPACKED" => "NE",
                _ => "CT",
            }
            .into(),
            name: None,
            package_kind: Some(kind.into()),
        }),
        package_number: (kind != "BULK").then_some(10),
        shipping_mark: other.then(|| "VM/1".into()),
    }
}

/// A complete house item (apples, HS 080810) whose dispatch and destination the house and
/// the master hold.
pub fn item() -> HouseItem {
    HouseItem {
        dec_itm_nber: 1,
        sequence: 1,
        goods_description: Some("Apples, fresh".into()),
        hs_code: Some("080810".into()),
        gross_mass: Some(kilograms(900)),
        packagings: vec![package("OTHER")],
        statistical_value: Some(Decimal::from_cents(500_000)),
        quantity1: Some(kilograms(10)),
        quantity2: Some(kilograms(850)),
        currency: Some(code("EUR")),
        ..HouseItem::default()
    }
}

/// A complete house consignment dispatched from Moldova, with one [`item`].
pub fn house() -> HouseConsignment {
    HouseConsignment {
        sequence: 1,
        dispatch_country: Some(country("MD", false)),
        gross_mass: Some(kilograms(1_000)),
        house_items: vec![item()],
        ..HouseConsignment::default()
    }
}

#[derive(Debug, Clone)]
pub struct DeclarationBuilder {
    doc: Declaration,
}

impl DeclarationBuilder {
    pub fn empty() -> Self {
        DeclarationBuilder {
            doc: Declaration::default(),
        }
    }

    /// A complete T1 declaration that breaks no rule for [`crate::Ctx::example`] (a trader in
    /// Moldova on 2026-11-22): MD to UA (not common transit), security 0, guarantee type 1,
    /// by mail at the border (so no border transport is needed whatever the security type),
    /// not containerised, loaded in Chișinău, the goods at the office of departure, a
    /// consignor other than the holder (5.2); one [`house`] of one [`item`]. Normalised:
    /// `normalise` leaves it as it is.
    pub fn valid_t1() -> Self {
        let trader = Party::new(Some("MD1000000000001"), Some("Demo Trader SRL"));
        DeclarationBuilder {
            doc: Declaration {
                lrn: Some("LRN-2026-0001".into()),
                declaration_type: Some(code("T1")),
                add_dec_type: Some(code("A")),
                declaration_type_security: Some(code("0")),
                reduced_dataset: Some(code("0")),
                container_indicator: Some(code("0")),
                language_at_departure: Some(code("RO")),
                operations_number: Some(0),
                applicant: Some(trader),
                consignor: Some(Party::new(Some("MD2000000000002"), Some("Codru Vin SRL"))),
                consignee: Some(Party::new(Some("UA12345678"), Some("Kyiv Imports"))),
                departure_country: Some(country("MD", false)),
                destination_country: Some(country("UA", false)),
                departure_office: Some(office("MD100000")),
                destination_office: Some(office("UA500000")),
                guarantees: vec![guarantee("1")],
                gross_mass: Some(kilograms(1_200)),
                border_mot: Some(code("5")),
                loading_place: Some(Place {
                    un_code: Some(code("MDKIV")),
                    ..Place::default()
                }),
                goods_location: Some(GoodsLocation {
                    location_type: Some(code("A")),
                    qualifier: Some(code("V")),
                    customs_office: Some(office("MD100000")),
                    ..GoodsLocation::default()
                }),
                house_consignments: vec![house()],
                total_items: Some(1),
                ..Declaration::default()
            },
        }
    }

    pub fn declaration_type(mut self, t: &str) -> Self {
        self.doc.declaration_type = Some(code(t));
        self
    }

    /// TIR with what TIR needs: a carnet number and a type B guarantee.
    pub fn tir(mut self) -> Self {
        self.doc.declaration_type = Some(code("TIR"));
        self.doc.carnet_number = Some("XA12345678".into());
        self.doc.guarantees = vec![guarantee("B")];
        self
    }

    /// The security type, with the consignment data it decides: a payment method on each
    /// house without one (5.3) for types 1 to 3, none for 0 (4.4); an unloading place for 1
    /// and 3 (5.2), none for 0. Offices and routing countries stay the caller's.
    pub fn security(mut self, s: &str) -> Self {
        self.doc.declaration_type_security = Some(code(s));
        let secured = matches!(s, "1" | "2" | "3");
        for h in &mut self.doc.house_consignments {
            if !secured {
                h.payment_method = None;
            } else if h.payment_method.is_none() && self.doc.payment_method.is_none() {
                h.payment_method = Some(code("A"));
            }
        }
        if !secured {
            self.doc.payment_method = None;
            self.doc.unloading_place = None;
        } else if matches!(s, "1" | "3") && self.doc.unloading_place.is_none() {
            self.doc.unloading_place = Some(Place {
                un_code: Some(code("UAODS")),
                ..Place::default()
            });
        }
        self
    }

    pub fn reduced_dataset(mut self, r: &str) -> Self {
        self.doc.reduced_dataset = Some(code(r));
        self
    }

    /// Replaces the guarantees with one of `type_code`, filled as the type needs.
    pub fn with_guarantee(mut self, type_code: &str) -> Self {
        self.doc.guarantees = vec![guarantee(type_code)];
        self
    }

    /// Adds a guarantee of `type_code` to those there are.
    pub fn and_guarantee(mut self, type_code: &str) -> Self {
        self.doc.guarantees.push(guarantee(type_code));
        self
    }

    pub fn with_authorisation(mut self, type_code: &str) -> Self {
        self.doc.authorisations.push(Authorisation {
            sequence: 0,
            r#type: Some(code(type_code)),
            decision_reference: Some(format!("{type_code}-REF")),
            decision_id: None,
        });
        self
    }

    pub fn with_transit_office(mut self, o: &str) -> Self {
        self.doc.transit_offices.push(TransitOffice {
            sequence: 0,
            customs_office: Some(office(o)),
            arrival_date_and_time_estimated: None,
        });
        self
    }

    pub fn with_exit_office(mut self, o: &str) -> Self {
        self.doc.exit_offices.push(ExitOffice {
            sequence: 0,
            customs_office: Some(office(o)),
            arrival_date_and_time_estimated: None,
        });
        self
    }

    pub fn with_routing_country(mut self, c: &str, common_transit: bool) -> Self {
        self.doc.routing_countries.push(RoutingCountry {
            sequence: 0,
            country: Some(country(c, common_transit)),
        });
        self
    }

    pub fn destination(mut self, c: &str, common_transit: bool) -> Self {
        self.doc.destination_country = Some(country(c, common_transit));
        self
    }

    /// Anything else: `.with(|d| d.date_limit = Some(...))`.
    pub fn with(mut self, f: impl FnOnce(&mut Declaration)) -> Self {
        f(&mut self.doc);
        self
    }

    pub fn build(self) -> Declaration {
        self.doc
    }
}
