//! Guarantee builders for tests (here, in the server's and in the parity cases): a valid
//! application under [`crate::Ctx::example`] (a trader in Moldova on 2026-11-22), changed
//! one field at a time.

use super::model::*;
use crate::blocks::{Address, Party};
use crate::values::{CodeRef, CountryRef, Decimal, OfficeRef};

pub fn code(c: &str) -> CodeRef {
    CodeRef::new(c, c)
}

pub fn office(c: &str) -> OfficeRef {
    OfficeRef {
        code: c.into(),
        name: None,
    }
}

pub fn country(c: &str, ncts: bool) -> CountryRef {
    CountryRef {
        code: c.into(),
        country_ncts: Some(ncts),
        ..CountryRef::default()
    }
}

pub fn amount(s: &str) -> Decimal {
    Decimal::parse(s).expect("a decimal")
}

pub fn party(eori: &str, name: &str) -> Party {
    Party::new(Some(eori), Some(name))
}

pub fn guarantor() -> Party {
    Party {
        address: Some(Address {
            street_number: Some("Str. Ștefan cel Mare 1".into()),
            postcode: Some("MD2001".into()),
            city: Some("Chișinău".into()),
            country: Some(country("MD", true)),
            ..Address::default()
        }),
        ..party("MD4000000000001", "Banca Garant SA")
    }
}

pub fn access_code(restriction: RestrictionType) -> AccessCodeEntry {
    let mut a = AccessCodeEntry {
        restriction_type: Some(restriction),
        single_use: Some(false),
        access_code: Some("X9X9".into()),
        ..AccessCodeEntry::default()
    };
    if restriction.keeps_beneficiary() {
        a.beneficiary = Some(party("MD2000000000001", "Agent SRL"));
    }
    if restriction.keeps_dates() {
        a.start_date = Some("2026-12-01".into());
        a.end_date = Some("2027-06-30".into());
    }
    if restriction.keeps_amount_limit() {
        a.amount_limit = Some(amount("1000"));
    }
    a
}

pub struct GuaranteeBuilder(Guarantee);

impl GuaranteeBuilder {
    /// A comprehensive guarantee of type 1 (needs a guarantor), not yet accepted.
    pub fn valid_comprehensive() -> GuaranteeBuilder {
        GuaranteeBuilder(Guarantee {
            customs_office: Some(office("MD100000")),
            guarantee_language: Some(code("RO")),
            applicant: Some(party("MD1000000000001", "Demo Trader SRL")),
            simplification: Some(code("1")),
            guarantee_type: Some(G01TypeRef {
                monitoring_flag: Some(true),
                ..G01TypeRef::new("1")
            }),
            monitoring_code: Some(code("1")),
            authorisation_reference: Some(AuthorisationRef {
                id: None,
                reference: Some("MDCGU2026000001".into()),
            }),
            level_of_guarantee: Some(code("100")),
            national_guarantee: Some(false),
            guarantor: Some(guarantor()),
            amount: Some(amount("50000")),
            currency: Some(code("MDL")),
            master_code: Some("AB12".into()),
            start_date: Some("2026-11-22".into()),
            end_date: Some("2027-11-21".into()),
            commodities: vec![Commodity {
                sequence: 1,
                code: Some(code("8703")),
                description: Some("Motor cars".into()),
            }],
            ..Guarantee::default()
        })
    }

    /// An individual guarantee (simplification 4, waiver code reused as "not comprehensive")
    /// of `type_code`, with what that type needs.
    pub fn individual(type_code: &str) -> GuaranteeBuilder {
        let mut b = Self::valid_comprehensive().with(|g| {
            g.simplification = Some(code("4"));
            g.authorisation_reference = None;
            g.level_of_guarantee = None;
            g.guarantee_type = Some(G01TypeRef::new(type_code));
        });
        if !super::codes::TYPES_WITH_GUARANTOR.contains(&type_code) {
            b.0.guarantor = None;
        }
        if type_code == "4" {
            b.0.voucher_number = Some("A123456".into());
        }
        if type_code == "2" {
            b.0.master_code = None;
        }
        if matches!(type_code, "2" | "9") {
            b.0.offices = Some(GuaranteeOffices {
                customs_office_of_departure: Some(office("MD100000")),
                customs_office_of_destination: (type_code == "9").then(|| office("RO000001")),
            });
        }
        b
    }

    pub fn with(mut self, f: impl FnOnce(&mut Guarantee)) -> GuaranteeBuilder {
        f(&mut self.0);
        self
    }

    pub fn build(self) -> Guarantee {
        self.0
    }
}
