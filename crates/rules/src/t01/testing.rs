//! Builders for tests (here, in the server and in the parity cases): small documents that
//! read like the rule they exercise, e.g.
//! `DeclarationBuilder::valid_t1().tir().with_guarantee("B").build()`.

use crate::t01::{
    Authorisation, Declaration, ExitOffice, Guarantee, GuaranteeReference, Party, RoutingCountry,
    TransitOffice,
};
use crate::values::{CodeRef, CountryRef, Decimal, GuaranteeTypeRef, OfficeRef};

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

    /// A complete T1 header that breaks no rule for [`crate::Ctx::example`] (a trader in
    /// Moldova on 2026-11-22): MD to UA (not common transit), security 0, guarantee type 1.
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
                consignor: Some(Party::new(Some("MD1000000000001"), Some("Demo Trader SRL"))),
                consignee: Some(Party::new(Some("UA12345678"), Some("Kyiv Imports"))),
                departure_country: Some(country("MD", false)),
                destination_country: Some(country("UA", false)),
                departure_office: Some(office("MD100000")),
                destination_office: Some(office("UA500000")),
                guarantees: vec![guarantee("1")],
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

    pub fn security(mut self, s: &str) -> Self {
        self.doc.declaration_type_security = Some(code(s));
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
