//! Whether a transit declaration may use a guarantee (issue 6, "Balances"): the check NCTS
//! makes of each guarantee reference (GRN, access code, amount to be covered, currency) when a
//! declaration is submitted and when it is released. A refusal carries the reason of code list
//! CL252 InvalidGuaranteeReason (the IE055 Guarantee Not Valid reasons, NOTES.md 1.4).
//!
//! Pure: the caller gives the guarantee (its codes opened), what the server's balances know of
//! it ([`Standing`]) and the use ([`Use`]); the comparison of access codes is the caller's too
//! (`same`), so that the server compares in constant time.
//!
//! Which rule gives which code (the code list's texts are short; the decisions):
//! - No accepted guarantee with this GRN: G01.
//! - The access code matches neither the master code nor an access code: G03. It is checked
//!   before anything else the guarantee could tell (status, type, offices, balance), so that
//!   only who holds a code learns more than "G01 or G03".
//! - The master code is the holder's own: used by another holder of the transit procedure,
//!   G04; so is an access code restricted to a beneficiary (EORI, ALL) used by someone else.
//! - An access code used outside its dates (DATE, ALL), or a single-use code already consumed
//!   by a release: G03 (the code is not valid for this use).
//! - The declared guarantee type is not the guarantee's: G13.
//! - The guarantee is not ACCEPTED (registered, suspended, revoked, withdrawn, expired), or
//!   today is outside its validity dates, or the CGU decision a comprehensive guarantee rests
//!   on is not active (suspended, revoked, annulled, expired): G02.
//! - An individual guarantee (type 4 vouchers: G05; type 2 guarantor's undertaking: G10) already
//!   used by another movement.
//! - Types 2 and 9 name their offices of departure and destination: a declaration from or to
//!   another office, G11 (the code list names type 2 only; type 9 has the same offices).
//! - A country involved (departure, destination, routing, transit and exit offices) among the
//!   countries not covered, or other than the guarantee office's for a national-only
//!   guarantee: G08.
//! - The amount above the code's amount limit (AMOUNT, ALL) or above the balance, or in another
//!   currency than the guarantee's (no exchange rates: the amount cannot be counted against the
//!   reference amount): G09.
//! - G06 (suspended goods) and G12 (commodity codes) are not checked: the G01 model has no use
//!   restriction, and its commodities are a description of what it covers, not a list the
//!   declaration's codes must come from.
//! - A guarantee without any code (type 2: the form shows no access code) asks for none.

use std::fmt;

use serde::Serialize;

use super::codes::{TYPE_INDIVIDUAL_UNDERTAKING, TYPE_MULTIPLE_USAGE, TYPE_VOUCHERS};
use super::model::{AccessCodeEntry, Guarantee, RestrictionType};
use super::rules::validate::day;
use super::workflow::ACCEPTED;
use crate::t01::Declaration;
use crate::values::Decimal;

/// CL252 InvalidGuaranteeReason (refdata hmrc-crdl-dps-stub/CL252_InvalidGuaranteeReason.json).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum Reason {
    G01,
    G02,
    G03,
    G04,
    G05,
    G06,
    G08,
    G09,
    G10,
    G11,
    G12,
    G13,
}

impl Reason {
    pub fn code(self) -> &'static str {
        self.entry().0
    }

    /// The code list's English text.
    pub fn text(self) -> &'static str {
        self.entry().1
    }

    fn entry(self) -> (&'static str, &'static str) {
        match self {
            Reason::G01 => ("G01", "Guarantee does not exist"),
            Reason::G02 => ("G02", "Guarantee exists, but not valid"),
            Reason::G03 => ("G03", "Access code not valid"),
            Reason::G04 => (
                "G04",
                "Holder of Guarantee is not equal to Holder of Transit procedure in declaration",
            ),
            Reason::G05 => ("G05", "Individual guarantee voucher already used"),
            Reason::G06 => ("G06", "Use restriction: No suspended goods"),
            Reason::G08 => (
                "G08",
                "Not valid for Country of Transit or Country of Destination",
            ),
            Reason::G09 => ("G09", "Reference/Guarantee amounts NOT sufficient"),
            Reason::G10 => ("G10", "Individual guarantee by Guarantor already used"),
            Reason::G11 => (
                "G11",
                "Customs Office of Departure and Customs Office of Destination do not correspond (Guarantee type ‘2’)",
            ),
            Reason::G12 => (
                "G12",
                "'Declared commodity code' and 'Commodity code' in guarantee do not match",
            ),
            Reason::G13 => ("G13", "The 'GRN' and the 'Guarantee type' do not match"),
        }
    }
}

/// "G03 Access code not valid": the code and the text, as the answer and the IE055 carry them.
impl fmt::Display for Reason {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.code(), self.text())
    }
}

/// What the server's balances know of a guarantee beyond its document.
#[derive(Debug, Clone)]
pub struct Standing<'a> {
    /// The guarantee document's status.
    pub status: &'a str,
    /// What is left of the reference amount.
    pub balance: Decimal,
    /// Single-use access codes already consumed by a release (opened).
    pub consumed_codes: &'a [String],
    /// Another movement has been debited on it (and not credited back).
    pub used_by_another_movement: bool,
    /// The decision a comprehensive guarantee rests on (its CGU) is active, or there is none
    /// this portal knows.
    pub decision_active: bool,
}

impl Default for Standing<'_> {
    fn default() -> Self {
        Standing {
            status: "",
            balance: Decimal::ZERO,
            consumed_codes: &[],
            used_by_another_movement: false,
            decision_active: true,
        }
    }
}

/// One use of a guarantee by a declaration.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Use {
    /// The holder of the transit procedure.
    pub holder_eori: Option<String>,
    pub access_code: Option<String>,
    /// The guarantee type the declaration gives.
    pub guarantee_type: Option<String>,
    pub amount: Decimal,
    pub currency: Option<String>,
    /// `YYYY-MM-DD`.
    pub today: String,
    pub departure_office: Option<String>,
    pub destination_office: Option<String>,
    /// Every country the movement involves (codes).
    pub countries: Vec<String>,
}

/// Which code let the use in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum CodeUsed {
    /// The guarantee asks for no code.
    None,
    Master,
    /// The access code at this index of `accessCodes`.
    Entry(usize),
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Granted {
    pub code: CodeUsed,
    /// The code is single use: the release consumes it.
    pub single_use: bool,
}

/// The check of one use against the guarantee `g` (`None`: no accepted guarantee has the GRN).
pub fn check(
    g: Option<&Guarantee>,
    standing: &Standing<'_>,
    u: &Use,
    same: impl Fn(&str, &str) -> bool,
) -> Result<Granted, Reason> {
    let g = g.ok_or(Reason::G01)?;
    let granted = admit(g, standing, u, &same)?;
    let today = day(&u.today);
    if u.guarantee_type.as_deref() != g.type_code() {
        return Err(Reason::G13);
    }
    let valid = standing.status == ACCEPTED && standing.decision_active;
    if !valid || !within(today, &g.start_date, &g.end_date) {
        return Err(Reason::G02);
    }
    if standing.used_by_another_movement {
        match g.type_code() {
            Some(TYPE_VOUCHERS) => return Err(Reason::G05),
            Some(TYPE_INDIVIDUAL_UNDERTAKING) => return Err(Reason::G10),
            _ => {}
        }
    }
    if !offices_correspond(g, u) {
        return Err(Reason::G11);
    }
    if !countries_covered(g, u) {
        return Err(Reason::G08);
    }
    if shortfall(g, standing, u, granted.code).is_some() {
        return Err(Reason::G09);
    }
    Ok(granted)
}

/// Why an amount is not sufficient (G09): what the refusal says besides the code list's text,
/// so that the holder knows what to correct.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Shortfall {
    /// Declared in another currency than the guarantee's (no exchange rates).
    Currency {
        declared: Option<String>,
        guarantee: Option<String>,
    },
    /// More than two decimals (NCTS amounts are n..16,2): cannot be counted exactly.
    Precision { amount: Decimal },
    /// Above the amount limit of the access code used.
    AboveCodeLimit { amount: Decimal, limit: Decimal },
    /// Above what is left of the reference amount.
    AboveBalance {
        amount: Decimal,
        balance: Decimal,
        currency: Option<String>,
    },
}

/// "the currency EUR differs from the guarantee's MDL", "the amount 1200 is above the available
/// balance 1000 MDL".
impl fmt::Display for Shortfall {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Shortfall::Currency {
                declared,
                guarantee,
            } => {
                let theirs = guarantee.as_deref().unwrap_or("none");
                match declared {
                    Some(declared) => write!(
                        f,
                        "the currency {declared} differs from the guarantee's currency {theirs}"
                    ),
                    None => write!(f, "no currency is given; the guarantee's is {theirs}"),
                }
            }
            Shortfall::Precision { amount } => {
                write!(f, "the amount {amount} has more than two decimals")
            }
            Shortfall::AboveCodeLimit { amount, limit } => write!(
                f,
                "the amount {amount} is above the access code's amount limit {limit}"
            ),
            Shortfall::AboveBalance {
                amount,
                balance,
                currency,
            } => {
                write!(
                    f,
                    "the amount {amount} is above the available balance {balance}"
                )?;
                match currency {
                    Some(c) => write!(f, " {c}"),
                    None => Ok(()),
                }
            }
        }
    }
}

/// The first reason the amount of `u` is not sufficient once `code` let it in (G09): the
/// currency, the amount's decimals, then the code's amount limit, then the balance; `None`
/// when it is sufficient.
pub fn shortfall(
    g: &Guarantee,
    standing: &Standing<'_>,
    u: &Use,
    code: CodeUsed,
) -> Option<Shortfall> {
    let currency = g.currency.as_ref().map(|c| c.code.clone());
    if u.currency != currency {
        return Some(Shortfall::Currency {
            declared: u.currency.clone(),
            guarantee: currency,
        });
    }
    if u.amount.micros() % 10_000 != 0 {
        return Some(Shortfall::Precision { amount: u.amount });
    }
    let limit = match code {
        CodeUsed::Entry(i) => g.access_codes.get(i).and_then(limit_of),
        _ => None,
    };
    if let Some(limit) = limit.filter(|l| u.amount > *l) {
        return Some(Shortfall::AboveCodeLimit {
            amount: u.amount,
            limit,
        });
    }
    (u.amount > standing.balance).then_some(Shortfall::AboveBalance {
        amount: u.amount,
        balance: standing.balance,
        currency,
    })
}

/// Whether the access code of `u` lets its holder in today: the code is the master code (and
/// the holder the guarantee's) or an access code whose restrictions allow this holder today and
/// that is not consumed. Also the whole check of a balance query (IE034), which asks no more.
pub fn admit(
    g: &Guarantee,
    standing: &Standing<'_>,
    u: &Use,
    same: &impl Fn(&str, &str) -> bool,
) -> Result<Granted, Reason> {
    let given = u.access_code.as_deref().unwrap_or_default();
    let granted = match_code(g, given, same)?;
    let holder = u.holder_eori.as_deref();
    match granted.code {
        CodeUsed::Master if holder != g.applicant_eori() => return Err(Reason::G04),
        CodeUsed::Entry(i) => {
            let entry = &g.access_codes[i];
            let restriction = entry.restriction_type.unwrap_or(RestrictionType::Unlimited);
            if restriction.keeps_beneficiary() && holder != entry.beneficiary_eori() {
                return Err(Reason::G04);
            }
            let today = day(&u.today);
            if restriction.keeps_dates() && !within(today, &entry.start_date, &entry.end_date) {
                return Err(Reason::G03);
            }
            if granted.single_use && standing.consumed_codes.iter().any(|c| same(c, given)) {
                return Err(Reason::G03);
            }
        }
        _ => {}
    }
    Ok(granted)
}

/// The master code or an access code equal to `given`; a guarantee without codes asks none.
/// Every code is compared (no early exit), so the time taken does not tell which one matched.
fn match_code(
    g: &Guarantee,
    given: &str,
    same: &impl Fn(&str, &str) -> bool,
) -> Result<Granted, Reason> {
    if g.master_code.is_none() && g.access_codes.iter().all(|a| a.access_code.is_none()) {
        return Ok(Granted {
            code: CodeUsed::None,
            single_use: false,
        });
    }
    let mut found = None;
    if g.master_code.as_deref().is_some_and(|m| same(m, given)) {
        found = Some(CodeUsed::Master);
    }
    for (i, entry) in g.access_codes.iter().enumerate() {
        let hit = entry.access_code.as_deref().is_some_and(|c| same(c, given));
        if hit && found.is_none() {
            found = Some(CodeUsed::Entry(i));
        }
    }
    let code = found.ok_or(Reason::G03)?;
    let single_use = match code {
        CodeUsed::Entry(i) => g.access_codes[i].single_use == Some(true),
        _ => false,
    };
    Ok(Granted { code, single_use })
}

impl AccessCodeEntry {
    fn beneficiary_eori(&self) -> Option<&str> {
        self.beneficiary
            .as_ref()
            .and_then(crate::blocks::Party::eori)
    }
}

fn limit_of(entry: &AccessCodeEntry) -> Option<Decimal> {
    match entry.restriction_type? {
        r if r.keeps_amount_limit() => entry.amount_limit,
        _ => None,
    }
}

/// `today` between `start` and `end` (each inclusive, each optional); an unreadable today is
/// outside.
fn within(
    today: Option<crate::values::Date>,
    start: &Option<String>,
    end: &Option<String>,
) -> bool {
    let Some(today) = today else { return false };
    let start = start.as_deref().and_then(day);
    let end = end.as_deref().and_then(day);
    start.is_none_or(|s| s <= today) && end.is_none_or(|e| today <= e)
}

/// Types 2 and 9: the declaration's offices are the guarantee's (each one the guarantee names).
fn offices_correspond(g: &Guarantee, u: &Use) -> bool {
    if !matches!(
        g.type_code(),
        Some(TYPE_INDIVIDUAL_UNDERTAKING | TYPE_MULTIPLE_USAGE)
    ) {
        return true;
    }
    let offices = g.offices.clone().unwrap_or_default();
    let agrees = |named: Option<&crate::values::OfficeRef>, declared: &Option<String>| {
        named.is_none_or(|o| declared.as_deref() == Some(o.code.as_str()))
    };
    agrees(
        offices.customs_office_of_departure.as_ref(),
        &u.departure_office,
    ) && agrees(
        offices.customs_office_of_destination.as_ref(),
        &u.destination_office,
    )
}

/// No country of the movement among those not covered; a national-only guarantee covers only
/// the country of its customs office.
fn countries_covered(g: &Guarantee, u: &Use) -> bool {
    if g.is_national() {
        let home = g
            .customs_office
            .as_ref()
            .map(|o| o.code.get(..2).unwrap_or_default());
        return u.countries.iter().all(|c| Some(c.as_str()) == home);
    }
    !u.countries
        .iter()
        .any(|c| g.countries_not_covered.iter().any(|n| &n.code == c))
}

/// A guarantee reference of a declaration that names a GRN, with where it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DeclaredUse {
    /// `/guarantees/{i}/guaranteeReferences/{j}`.
    pub path: String,
    pub grn: String,
    pub usage: Use,
}

/// Every guarantee reference of `doc` that is checked against G01: those of a guarantee type
/// with a GRN (CL286) that name one. Types without a GRN (cash 3, 5, 8, TIR A/B) are not.
pub fn declared_uses(doc: &Declaration, today: &str) -> Vec<DeclaredUse> {
    let mut out = Vec::new();
    let countries = countries_of(doc);
    for (i, guarantee) in doc.guarantees.iter().enumerate() {
        if !guarantee.with_grn() {
            continue;
        }
        for (j, reference) in guarantee.guarantee_references.iter().enumerate() {
            let Some(grn) = reference
                .grn
                .as_deref()
                .map(str::trim)
                .filter(|g| !g.is_empty())
            else {
                continue;
            };
            out.push(DeclaredUse {
                path: format!("/guarantees/{i}/guaranteeReferences/{j}"),
                grn: grn.to_owned(),
                usage: Use {
                    holder_eori: doc
                        .applicant
                        .as_ref()
                        .and_then(|a| a.eori())
                        .map(Into::into),
                    access_code: reference.access_code.clone(),
                    guarantee_type: guarantee.type_code().map(Into::into),
                    amount: reference.covered_amount.unwrap_or_default(),
                    currency: reference.currency.as_ref().map(|c| c.code.clone()),
                    today: today.to_owned(),
                    departure_office: doc.departure_office.as_ref().map(|o| o.code.clone()),
                    destination_office: doc.destination_office.as_ref().map(|o| o.code.clone()),
                    countries: countries.clone(),
                },
            });
        }
    }
    out
}

/// The countries a movement involves: of departure and destination (given, or those of the
/// offices), of routing, and of the offices of transit and exit.
fn countries_of(doc: &Declaration) -> Vec<String> {
    let office_country = |o: &crate::values::OfficeRef| o.code.get(..2).map(str::to_owned);
    let mut all: Vec<String> = Vec::new();
    let given = [&doc.departure_country, &doc.destination_country];
    all.extend(given.into_iter().flatten().map(|c| c.code.clone()));
    all.extend(
        [&doc.departure_office, &doc.destination_office]
            .into_iter()
            .flatten()
            .filter_map(office_country),
    );
    all.extend(
        doc.routing_countries
            .iter()
            .filter_map(|r| r.country.as_ref().map(|c| c.code.clone())),
    );
    let transit = doc.transit_offices.iter().map(|t| &t.customs_office);
    let exit = doc.exit_offices.iter().map(|t| &t.customs_office);
    all.extend(transit.chain(exit).flatten().filter_map(office_country));
    all.sort();
    all.dedup();
    all
}
