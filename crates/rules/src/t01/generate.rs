//! Random complete declarations, deterministic from a seed, for property tests, benchmarks
//! and the server's tests: `generate(seed, houses, items_per_house)`.
//!
//! The values keep the rules of spec sections 5 and 9 as written, so that "a complete
//! declaration has no violations" can be asserted as the rules grow. The shape:
//!
//! - A T1 declaration, standard (A), security 3 (ENS and EXS: the most demanding type, with
//!   exit offices, routing countries, unloading place and border transport all required),
//!   no reduced dataset, containerised, road transport inland and at the border, from the
//!   deployment's departure office in Moldova to Bucharest (a common-transit destination),
//!   through a Romanian transit office and a Moldovan exit office. The four office lists never
//!   overlap.
//! - The holder is the caller's trader ([`Options::for_ctx`]); consignor, carrier and the
//!   other parties have other valid EORIs. An authorised-consignor authorisation (C521) with a
//!   limit date after today; guarantee type 1 (comprehensive) with GRNs whose check digit is
//!   right; never type B (TIR only).
//! - Each datum that the spec allows at several levels is declared at exactly one: the
//!   master holds consignor and consignee, destination country, transport equipment and
//!   places; each house holds its UCR, country of dispatch and payment method (so the master
//!   has none, spec 4.4), all of which differ between houses (spec 5.1), and its own
//!   consignee, different from the other houses'. So the items hold no dispatch or
//!   destination country, UCR or declaration type (a T1 declaration: items have a type only
//!   under T): "turning off the ... requirement removes the matching field" (4.4).
//! - No CN code on items (spec 4.4 removes it for a common-transit destination); quantity3
//!   only on HS codes that need it; net mass at most the gross mass; each house's gross mass
//!   at least the sum of its items', the master's at least the sum of the houses'; packages
//!   follow their kind (no number for BULK, no shipping mark needed for BULK or UNPACKED).
//! - Document references are unique within each list (in fact across the declaration);
//!   each document holds the fields of its list (an item's previous document its packages
//!   and a quantity with its measurement qualifier, a supporting document its line item
//!   number, ...). The departure transport of inland mode 3 starts with a road vehicle (30).
//! - The transport equipment references every item, at most 999 per equipment.
//! - No additional information 30600 (forbidden for a common-transit destination).
//! - Codes come from the default catalogs (offices, countries with their flags, package
//!   types, document types, HS codes with their descriptions, ...).
//!
//! [`Options::lifecycle`] adds what customs records later (MRN, control decision and results,
//! risk analysis, incidents, arrival, presentation notification, actual offices, ...): the
//! document of a declaration under control. It is complete in mode `control-results`; in
//! mode `new` its officer data is not allowed. Together the two variants fill every entity and
//! list of the model.
//!
//! The result is normalised (sequences, `decItmNber`, `totalItems`), so `normalise` leaves it
//! unchanged.

use super::limits::{
    MAX_GOODS_REFERENCES_PER_EQUIPMENT, MAX_HOUSE_CONSIGNMENTS, MAX_ITEMS_PER_HOUSE,
    MAX_TRANSPORT_EQUIPMENT,
};
use super::model::*;
use crate::values::{
    check_digit, iso6346_check_digit, procedure_letter, CodeRef, CountryRef, Decimal,
    GuaranteeTypeRef, Mrn, OfficeRef, PackageTypeRef,
};
use crate::Ctx;

/// SplitMix64: tiny, fast, good enough for test data, and the same on every platform.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }

    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// A number in `lo..=hi`.
    pub fn range(&mut self, lo: i64, hi: i64) -> i64 {
        let span = hi.abs_diff(lo) + 1;
        lo + self.below(span) as i64
    }

    /// True `percent` times in a hundred.
    pub fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len() as u64) as usize]
    }

    /// `n` upper-case letters and digits.
    pub fn alnum(&mut self, n: usize) -> String {
        const ALPHABET: &[u8] = b"ABCDEFGHJKLMNPQRSTUVWXYZ0123456789";
        (0..n).map(|_| *self.pick(ALPHABET) as char).collect()
    }

    /// `n` digits.
    pub fn digits(&mut self, n: usize) -> String {
        (0..n)
            .map(|_| char::from(b'0' + self.below(10) as u8))
            .collect()
    }
}

/// What to generate. [`Options::new`] uses the trader and the day of [`Ctx::example`].
#[derive(Debug, Clone)]
pub struct Options {
    pub seed: u64,
    /// 1 to 999 (clamped).
    pub houses: usize,
    /// 1 to 9999 (clamped).
    pub items_per_house: usize,
    pub applicant_eori: String,
    pub applicant_name: String,
    /// `YYYY-MM-DD`: limit and arrival dates are set after it.
    pub today: String,
    /// Adds the data customs records later (see the module documentation).
    pub lifecycle: bool,
}

impl Options {
    pub fn new(seed: u64, houses: usize, items_per_house: usize) -> Options {
        Options {
            seed,
            houses,
            items_per_house,
            applicant_eori: String::new(),
            applicant_name: String::new(),
            today: String::new(),
            lifecycle: false,
        }
        .for_ctx(&Ctx::example())
    }

    /// The holder is the context's user; dates are after the context's day.
    pub fn for_ctx(mut self, ctx: &Ctx) -> Options {
        self.applicant_eori = ctx
            .user
            .eori
            .clone()
            .unwrap_or_else(|| "MD1000000000001".into());
        self.applicant_name = ctx.user.name.clone().unwrap_or_else(|| "Holder SRL".into());
        self.today = ctx.today.clone();
        self
    }

    pub fn with_lifecycle(mut self) -> Options {
        self.lifecycle = true;
        self
    }
}

/// A complete declaration filed by [`Ctx::example`]'s trader: `houses` house consignments of
/// `items_per_house` items each.
pub fn generate(seed: u64, houses: usize, items_per_house: usize) -> Declaration {
    generate_with(&Options::new(seed, houses, items_per_house))
}

/// [`generate`] with all the options.
pub fn generate_with(options: &Options) -> Declaration {
    Generator::new(options).declaration()
}

// Catalog facts (default catalog set): code, name.

const MD: &str = "MD";
const RO: &str = "RO";
const DEPARTURE_OFFICE: (&str, &str) = ("MD100100", "Chișinău Inland Terminal (sample)");
const DESTINATION_OFFICE: (&str, &str) = ("ROBU1400", "BUCURESTI");
const TRANSIT_OFFICES: [(&str, &str); 2] = [("ROIS0100", "ALBITA"), ("ROIS4990", "SCULENI")];
const EXIT_OFFICE: (&str, &str) = ("MD300000", "Leușeni border crossing (sample)");
const GUARANTEE_OFFICE: (&str, &str) = ("MD900000", "Chișinău Guarantee Office (sample)");
/// Countries a house consignment is dispatched from.
const DISPATCH_COUNTRIES: [&str; 4] = ["MD", "UA", "TR", "GE"];
const PAYMENT_METHODS: [(&str, &str); 7] = [
    ("A", "Payment in cash"),
    ("B", "Payment by credit card"),
    ("C", "Payment by cheque"),
    ("D", "Other"),
    ("H", "Electronic credit transfer"),
    ("Y", "Account holder with carrier"),
    ("Z", "Not pre-paid"),
];
const EUR: (&str, &str) = ("EUR", "Euro");
const KGM: (&str, &str) = ("KGM", "Kilogram");

/// A country with the flags of the country catalog.
fn country(code: &str) -> CountryRef {
    // (code, name, commonTransit, communityTransit, countryNcts, secArea, ctc)
    const COUNTRIES: [(&str, &str, bool, bool, bool, bool, bool); 5] = [
        (
            "MD",
            "Moldova, Republic of",
            false,
            false,
            true,
            false,
            false,
        ),
        ("RO", "Romania", true, true, true, true, false),
        ("UA", "Ukraine", true, false, true, false, true),
        ("TR", "Türkiye", true, false, true, false, true),
        ("GE", "Georgia", false, false, false, false, false),
    ];
    let (code, name, common, community, ncts, sec, ctc) = COUNTRIES
        .iter()
        .copied()
        .find(|c| c.0 == code)
        .unwrap_or((MD, "Moldova, Republic of", false, false, true, false, false));
    CountryRef {
        code: code.into(),
        name: Some(name.into()),
        common_transit: Some(common),
        community_transit: Some(community),
        country_ncts: Some(ncts),
        sec_area: Some(sec),
        country_ctc: Some(ctc),
        address_type: Some("OTHER".into()),
    }
}

/// A country as an item's dispatch or nationality: code and name only.
fn country_short(code: &str) -> CountryRef {
    let full = country(code);
    CountryRef {
        code: full.code,
        name: full.name,
        ..CountryRef::default()
    }
}

fn office((code, name): (&str, &str)) -> OfficeRef {
    OfficeRef {
        code: code.into(),
        name: Some(name.into()),
    }
}

fn code((code, name): (&str, &str)) -> CodeRef {
    CodeRef::new(code, name)
}

/// HS subheading, its description, gross mass range in kg, duty and excise rate (%), and the
/// package it travels in.
struct Commodity {
    hs: &'static str,
    description: &'static str,
    kg: (i64, i64),
    duty: i64,
    excise: i64,
    package: (&'static str, &'static str, &'static str),
}

const CARTON: (&str, &str, &str) = ("CT", "Carton", "OTHER");
const PALLET: (&str, &str, &str) = ("PX", "Pallet", "OTHER");
const CASE: (&str, &str, &str) = ("CS", "Case", "OTHER");
const BULK_GRAINS: (&str, &str, &str) =
    ("VR", "Bulk, solid, granular particles (\"grains\")", "BULK");
const UNPACKED: (&str, &str, &str) = ("NE", "Unpacked or unpackaged", "UNPACKED");

const COMMODITIES: [Commodity; 10] = [
    Commodity { hs: "220421", description: "Wine; still, in containers holding 2 litres or less", kg: (200, 2_000), duty: 0, excise: 10, package: CASE },
    Commodity { hs: "080810", description: "Fruit, edible; apples, fresh", kg: (500, 5_000), duty: 0, excise: 0, package: CARTON },
    Commodity { hs: "940360", description: "Furniture; wooden, other than for office, kitchen or bedroom use", kg: (100, 1_500), duty: 0, excise: 0, package: PALLET },
    Commodity { hs: "610910", description: "T-shirts, singlets and other vests; of cotton, knitted or crocheted", kg: (50, 800), duty: 12, excise: 0, package: CARTON },
    Commodity { hs: "870323", description: "Vehicles; with only spark-ignition internal combustion reciprocating piston engine, cylinder capacity over 1500 but not over 3000cc", kg: (1_200, 2_200), duty: 10, excise: 5, package: UNPACKED },
    Commodity { hs: "220600", description: "Beverages, fermented; (e.g. cider, perry, mead, sake)", kg: (200, 1_500), duty: 0, excise: 8, package: CASE },
    Commodity { hs: "100199", description: "Cereals; wheat and meslin, other than durum wheat, other than seed", kg: (5_000, 20_000), duty: 0, excise: 0, package: BULK_GRAINS },
    Commodity { hs: "850760", description: "Electric accumulators; lithium-ion, including separators, whether or not rectangular (including square)", kg: (100, 900), duty: 3, excise: 0, package: PALLET },
    Commodity { hs: "300490", description: "Medicaments; consisting of mixed or unmixed products n.e.c. in heading no. 3004, for therapeutic or prophylactic uses, packaged for retail sale", kg: (20, 400), duty: 0, excise: 0, package: CARTON },
    Commodity { hs: "090111", description: "Coffee; not roasted or decaffeinated", kg: (300, 3_000), duty: 0, excise: 0, package: PALLET },
];

const COMPANY_WORDS: [&str; 12] = [
    "Codru",
    "Nistru",
    "Prut",
    "Bucovina",
    "Carpați",
    "Dunărea",
    "Orhei",
    "Soroca",
    "Delta",
    "Răsărit",
    "Stejar",
    "Podgoria",
];
const COMPANY_KINDS: [&str; 4] = ["SRL", "SA", "Logistic SRL", "Trans SRL"];
const CITIES: [(&str, &str, &str); 4] = [
    ("MD", "Chișinău", "2001"),
    ("MD", "Bălți", "3100"),
    ("RO", "București", "010011"),
    ("RO", "Iași", "700028"),
];
const PEOPLE: [&str; 6] = [
    "Ion Popescu",
    "Maria Rusu",
    "Andrei Ciobanu",
    "Elena Munteanu",
    "Vasile Lungu",
    "Ana Botnaru",
];

/// Which document list a document is for, and so which fields it holds (the presence rules
/// of `rules::presence`): a previous document of an item has packages, quantity and measure;
/// one of the master or a house only a complement; a supporting document a line item number
/// and a complement; a transport document or an additional reference only type and reference.
#[derive(Debug, Clone, Copy)]
enum DocList {
    Previous,
    ItemPrevious,
    Supporting(Option<u32>),
    TypeAndReference,
}

struct Generator<'a> {
    o: &'a Options,
    rng: Rng,
    /// Two-digit year of `today` and the year after it.
    yy: u8,
    next_year: u16,
    /// A counter that makes references unique across the declaration.
    serial: u64,
}

impl<'a> Generator<'a> {
    fn new(o: &'a Options) -> Generator<'a> {
        let year: u16 = o
            .today
            .get(..4)
            .and_then(|y| y.parse().ok())
            .unwrap_or(2026);
        Generator {
            o,
            rng: Rng::new(o.seed),
            yy: (year % 100) as u8,
            next_year: year + 1,
            serial: 0,
        }
    }

    fn next_serial(&mut self) -> u64 {
        self.serial += 1;
        self.serial
    }

    /// A date in the year after today (so "today or later", "in the future").
    fn future_date(&mut self) -> String {
        let month = self.rng.range(1, 12);
        let day = self.rng.range(1, 28);
        format!("{:04}-{month:02}-{day:02}", self.next_year)
    }

    fn future_date_time(&mut self) -> String {
        let date = self.future_date();
        let hour = self.rng.range(6, 20);
        let minute = self.rng.range(0, 59);
        format!("{date}T{hour:02}:{minute:02}:00")
    }

    /// A valid EORI of `country` that is not the holder's.
    fn eori(&mut self, country: &str) -> String {
        loop {
            let eori = format!("{country}{}", self.rng.digits(13));
            if eori != self.o.applicant_eori {
                return eori;
            }
        }
    }

    fn company(&mut self) -> String {
        let word = *self.rng.pick(&COMPANY_WORDS);
        let kind = *self.rng.pick(&COMPANY_KINDS);
        format!("{word} {kind}")
    }

    fn address(&mut self, country_code: &str) -> Address {
        let cities: Vec<_> = CITIES.iter().filter(|c| c.0 == country_code).collect();
        let (country_code, city, postcode) = match cities.as_slice() {
            [] => (country_code, "Capital", "1000"),
            list => {
                let c = **self.rng.pick(list);
                (c.0, c.1, c.2)
            }
        };
        Address {
            name: None,
            street_number: Some(format!("Strada Unirii {}", self.rng.range(1, 200))),
            postcode: Some(postcode.into()),
            city: Some(city.into()),
            house_number: Some(self.rng.range(1, 99).to_string()),
            country: Some(country_short(country_code)),
        }
    }

    fn party(&mut self, country_code: &str, with_address: bool) -> Party {
        Party {
            eori_number: Some(self.eori(country_code)),
            name: Some(self.company()),
            address: with_address.then(|| self.address(country_code)),
            aeo_authorised: None,
        }
    }

    fn contact(&mut self) -> Contact {
        let name = *self.rng.pick(&PEOPLE);
        let user: String = name.split(' ').next().unwrap_or("office").to_lowercase();
        Contact {
            name: Some(name.into()),
            phone_number: Some(format!("+373{}", self.rng.digits(8))),
            e_mail_address: Some(format!("{user}@example.md")),
        }
    }

    fn actor(&mut self, role: (&str, &str)) -> SupplyChainActor {
        SupplyChainActor {
            sequence: 0,
            actor: Some(Party::new(Some(&self.eori(MD)), Some(&self.company()))),
            role: Some(code(role)),
        }
    }

    /// A document of `doc_type` with a reference unique in the declaration and the fields its
    /// list holds (see [`DocList`]).
    fn document(&mut self, doc_type: (&str, &str), prefix: &str, list: DocList) -> Document {
        let serial = self.next_serial();
        let mut d = Document {
            sequence: 0,
            doc_type: Some(code(doc_type)),
            reference: Some(format!(
                "{prefix}-{}-{serial:07}",
                2000 + u32::from(self.yy)
            )),
            complete_control: Some(false),
            ..Document::default()
        };
        match list {
            DocList::Previous => d.complement = Some(format!("Ref. {serial}")),
            DocList::ItemPrevious => {
                d.pack_type = Some(code(("CT", "Carton")));
                d.no_of_pack = Some(self.rng.range(1, 500));
                d.quantity = Some(Decimal::from_cents(self.rng.range(100, 10_000_000)));
                d.msr_qualifier = Some(code(KGM));
                d.complement = Some(format!("Ref. {serial}"));
            }
            DocList::Supporting(item) => {
                d.itm_nber = item.map(i64::from);
                d.complement = Some(format!("Ref. {serial}"));
            }
            DocList::TypeAndReference => {}
        }
        d
    }

    fn additional_info(&mut self, info: (&str, &str), text: &str) -> AdditionalInfo {
        AdditionalInfo {
            sequence: 0,
            code: Some(code(info)),
            text: Some(text.into()),
        }
    }

    fn truck_plate(&mut self) -> String {
        format!("{}{}", self.rng.alnum(3), self.rng.digits(3))
    }

    fn means(&mut self, id_type: (&str, &str), nationality: &str) -> TransportMeans {
        TransportMeans {
            sequence: 0,
            id_type: Some(code(id_type)),
            identification_number: Some(self.truck_plate()),
            nationality: Some(country_short(nationality)),
            cust_office: None,
            conv_ref_number: None,
        }
    }

    /// An ISO 6346 container number with a right check digit.
    fn container_number(&mut self, n: usize) -> String {
        const OWNERS: [&str; 4] = ["MSK", "CSQ", "TGH", "HLX"];
        let owner = OWNERS[n % OWNERS.len()];
        let first10 = format!("{owner}U{:06}", (n * 7919 + 100_003) % 1_000_000);
        let digit = iso6346_check_digit(&first10).unwrap_or(0);
        format!("{first10}{digit}")
    }

    /// A GRN `[0-9]{2}[A-Z]{2}[A-Z0-9]{12}[0-9]` with its check digit (NOTES.md 4.2).
    fn grn(&mut self) -> String {
        let first16 = format!("{:02}{MD}{}", self.yy, self.rng.alnum(12));
        let digit = check_digit(&first16).unwrap_or(0);
        format!("{first16}{digit}")
    }

    fn mrn(&mut self, country: &str, security: &str) -> Option<String> {
        let serial = self.rng.alnum(12);
        Mrn::compose(self.yy, country, &serial, procedure_letter(security))
            .ok()
            .map(|m| m.to_string())
    }

    fn declaration(mut self) -> Declaration {
        let houses = self.o.houses.clamp(1, MAX_HOUSE_CONSIGNMENTS);
        let per_house = self.o.items_per_house.clamp(1, MAX_ITEMS_PER_HOUSE);
        let applicant = Party::new(Some(&self.o.applicant_eori), Some(&self.o.applicant_name));

        let mut doc = Declaration {
            lrn: Some(format!("GEN{}{}", self.yy, self.rng.alnum(12))),
            declaration_type: Some(code(("T1", "T1"))),
            add_dec_type: Some(code(("A", "Standard customs declaration"))),
            declaration_type_security: Some(code(("3", "ENS & EXS"))),
            reduced_dataset: Some(code(("0", "No"))),
            binding_itinerary: Some(code(("1", "Yes"))),
            language_at_departure: Some(code(("RO", "Romanian"))),
            inland_mot: Some(code(("3", "Road transport"))),
            border_mot: Some(code(("3", "Road transport"))),
            container_indicator: Some(code(("1", "Yes"))),
            operations_number: Some(self.rng.range(0, 50)),
            date_limit: Some(self.future_date()),
            arrival_date_and_time_estimated: Some(self.future_date_time()),
            applicant: Some(applicant.clone()),
            applicant_contact: Some(self.contact()),
            representative: Some(self.party(MD, false)),
            representative_status: Some(code((
                "2",
                "Representative - direct representation (within the meaning of Article 18(1) of the Code)",
            ))),
            representative_contact: Some(self.contact()),
            consignor: Some(self.party(MD, true)),
            consignee: Some(self.party(RO, true)),
            departure_country: Some(country(MD)),
            destination_country: Some(country(RO)),
            departure_office: Some(office(DEPARTURE_OFFICE)),
            destination_office: Some(office(DESTINATION_OFFICE)),
            exit_offices: vec![ExitOffice {
                sequence: 0,
                customs_office: Some(office(EXIT_OFFICE)),
                arrival_date_and_time_estimated: Some(self.future_date_time()),
            }],
            routing_countries: [MD, RO]
                .iter()
                .map(|c| RoutingCountry {
                    sequence: 0,
                    country: Some(country(c)),
                })
                .collect(),
            authorisations: vec![Authorisation {
                sequence: 0,
                r#type: Some(code(("C521", "ACR - Authorisation for the status of authorised consignor for Union transit"))),
                decision_reference: Some(format!("C521MD{}", self.rng.digits(10))),
                decision_id: None,
            }],
            in_tp_mode: Some(false),
            ..Declaration::default()
        };
        let transit_count = 1 + self.rng.below(2) as usize;
        for o in &TRANSIT_OFFICES[..transit_count] {
            doc.transit_offices.push(TransitOffice {
                sequence: 0,
                customs_office: Some(office(*o)),
                arrival_date_and_time_estimated: Some(self.future_date_time()),
            });
        }
        doc.guarantees = vec![self.guarantee()];

        // Master consignment.
        doc.consignor_contact = Some(self.contact());
        doc.carrier = Some(self.party(MD, true));
        doc.carrier_contact = Some(self.contact());
        doc.chain_add_actors = vec![
            self.actor(("FW", "Freight Forwarder")),
            self.actor(("CS", "Consolidator")),
        ];
        let truck = self.means(("30", "Registration Number of the Road Vehicle"), MD);
        doc.departure_transport.push(truck.clone());
        if self.rng.chance(50) {
            let trailer = self.means(("31", "Registration Number of the Road Trailer"), MD);
            doc.departure_transport.push(trailer);
        }
        doc.border_transport.push(TransportMeans {
            cust_office: Some(office(EXIT_OFFICE)),
            conv_ref_number: Some(format!("CRN{}", self.rng.digits(8))),
            ..truck
        });
        doc.drivers = (0..1 + self.rng.below(2))
            .map(|_| Driver {
                sequence: 0,
                name: Some((*self.rng.pick(&PEOPLE)).into()),
                identification_number: Some(format!("AB{}", self.rng.digits(7))),
                nationality: Some(country_short(MD)),
            })
            .collect();
        doc.loading_place = Some(Place {
            un_code: Some(code(("MDKIV", "Chisinau (ex Kishinev)"))),
            country: Some(country_short(MD)),
            location: Some("Chișinău".into()),
        });
        doc.unloading_place = Some(Place {
            un_code: Some(code(("ROBUH", "Bucuresti"))),
            country: Some(country_short(RO)),
            location: Some("București".into()),
        });
        doc.goods_location = Some(self.goods_location(&applicant));
        doc.previous_doc = vec![self.document(
            (
                "N821",
                "External Community transit declaration / common transit, T1",
            ),
            "PRV",
            DocList::Previous,
        )];
        doc.supporting_doc = vec![self.document(
            ("N003", "Certificate of quality"),
            "SUP",
            DocList::Supporting(None),
        )];
        doc.transport_doc =
            vec![self.document(("N235", "Container list"), "CNT", DocList::TypeAndReference)];
        doc.additional_ref = vec![self.document(
            ("C651", "Electronic administrative document (e-AD)"),
            "EAD",
            DocList::TypeAndReference,
        )];
        doc.additional_info = vec![self.additional_info(
            ("00200", "Several occurrences of documents and parties"),
            "Several invoices",
        )];

        // Houses and items.
        let mut dec: u32 = 0;
        let mut master_grams: i64 = 0;
        doc.house_consignments = (0..houses)
            .map(|h| {
                let house = self.house(h, per_house, &mut dec);
                master_grams += grams(house.gross_mass);
                house
            })
            .collect();
        master_grams += self.rng.range(0, 500_000);
        doc.gross_mass = Some(kilograms(master_grams));
        doc.transport_equipment = self.equipment(dec as usize);

        doc.goods = (0..1 + self.rng.below(2)).map(|_| self.goods()).collect();
        doc.attachments = (0..1 + self.rng.below(2))
            .map(|n| Attachment {
                sequence: 0,
                id: Some(self.uuid()),
                name: Some(format!("invoice-{:03}.pdf", n + 1)),
                content_type: Some("application/pdf".into()),
                size: Some(self.rng.range(10_000, 4000 * 1024)),
            })
            .collect();

        if self.o.lifecycle {
            self.lifecycle(&mut doc, &applicant);
        }
        doc.renumber_lists();
        doc.derive_total_items();
        doc
    }

    fn guarantee(&mut self) -> Guarantee {
        let references = (0..1 + self.rng.below(2))
            .map(|_| GuaranteeReference {
                sequence: 0,
                grn: Some(self.grn()),
                access_code: Some(self.rng.alnum(4)),
                covered_amount: Some(Decimal::from_cents(self.rng.range(100_000, 1_000_000_000))),
                currency: Some(code(EUR)),
                customs_office_of_guarantee: Some(office(GUARANTEE_OFFICE)),
                status: None,
            })
            .collect();
        Guarantee {
            sequence: 0,
            r#type: Some(GuaranteeTypeRef {
                code: "1".into(),
                name: Some("Comprehensive guarantee".into()),
                with_grn: Some(true),
                with_rfc: Some(true),
            }),
            reference_number: None,
            guarantee_references: references,
        }
    }

    /// The location of goods, with the sub-fields of a qualifier chosen by the seed.
    fn goods_location(&mut self, holder: &Party) -> GoodsLocation {
        let qualifier = *self.rng.pick(&["T", "U", "V", "W", "X", "Y", "Z"]);
        let mut l = GoodsLocation {
            qualifier: Some(code(match qualifier {
                "T" => ("T", "Postal code"),
                "U" => ("U", "UN/LOCODE"),
                "V" => ("V", "Customs office identifier"),
                "W" => ("W", "GPS coordinates"),
                "X" => ("X", "EORI number"),
                "Y" => ("Y", "Authorisation number"),
                _ => ("Z", "Free text"),
            })),
            location_type: Some(code(match qualifier {
                "V" => ("A", "Designated location"),
                "Y" | "X" => ("B", "Authorised place"),
                _ => ("D", "Other"),
            })),
            contact_person: Some(self.contact()),
            ..GoodsLocation::default()
        };
        match qualifier {
            "U" => l.un_code = Some(code(("MDKIV", "Chisinau (ex Kishinev)"))),
            "V" => l.customs_office = Some(office(DEPARTURE_OFFICE)),
            "W" => l.ngss = Some(self.gnss(47, 28)),
            "X" => l.economic_operator = Some(Party::new(holder.eori(), holder.name.as_deref())),
            "Y" => {
                l.authorization_number = Some(format!("C521MD{}", self.rng.digits(10)));
                l.additional_identifier = Some(self.rng.digits(4));
            }
            _ => l.address = Some(self.address(MD)),
        }
        l
    }

    /// Coordinates near `lat`, `long` degrees, 6 decimals.
    fn gnss(&mut self, lat: i64, long: i64) -> Gnss {
        Gnss {
            latitude: Some(Decimal::from_micros(i128::from(
                lat * 1_000_000 + self.rng.range(0, 999_999),
            ))),
            longitude: Some(Decimal::from_micros(i128::from(
                long * 1_000_000 + self.rng.range(0, 999_999),
            ))),
        }
    }

    fn house(&mut self, h: usize, per_house: usize, dec: &mut u32) -> HouseConsignment {
        // Values that must differ between houses (spec 5.1) cycle with the house index.
        let dispatch = DISPATCH_COUNTRIES[h % DISPATCH_COUNTRIES.len()];
        let payment = PAYMENT_METHODS[h % PAYMENT_METHODS.len()];
        let mut house = HouseConsignment {
            dispatch_country: Some(country_short(dispatch)),
            ucr_reference: Some(format!(
                "{}MD{}-H{:04}",
                self.yy % 10,
                self.rng.digits(10),
                h + 1
            )),
            consignee: Some(self.party(RO, true)),
            payment_method: Some(code(payment)),
            transport_doc: vec![self.document(
                ("N730", "Road consignment note"),
                "CMR",
                DocList::TypeAndReference,
            )],
            ..HouseConsignment::default()
        };
        if h.is_multiple_of(3) {
            house.previous_doc =
                vec![self.document(("N380", "Commercial invoice"), "INV", DocList::Previous)];
        }
        if h.is_multiple_of(5) {
            house.supporting_doc = vec![self.document(
                ("N003", "Certificate of quality"),
                "CQ",
                DocList::Supporting(None),
            )];
            house.additional_ref = vec![self.document(
                ("C651", "Electronic administrative document (e-AD)"),
                "EAD",
                DocList::TypeAndReference,
            )];
            house.additional_info = vec![self.additional_info(
                ("00200", "Several occurrences of documents and parties"),
                "Several documents",
            )];
        }
        if h.is_multiple_of(4) {
            house.chain_add_actors = vec![self.actor(("FW", "Freight Forwarder"))];
        }
        if h.is_multiple_of(2) {
            // Inland mode 3: the first means is the road vehicle (30), others trailers (5.8).
            house.departure_transport =
                vec![self.means(("30", "Registration Number of the Road Vehicle"), MD)];
        }
        let mut grams_sum = 0;
        house.house_items = (0..per_house)
            .map(|i| {
                *dec += 1;
                let item = self.item(i, *dec);
                grams_sum += grams(item.gross_mass);
                item
            })
            .collect();
        house.gross_mass = Some(kilograms(grams_sum + self.rng.range(0, 50_000)));
        house
    }

    fn item(&mut self, i: usize, dec: u32) -> HouseItem {
        let c = self.rng.pick(&COMMODITIES);
        let gross = self.rng.range(c.kg.0 * 1000, c.kg.1 * 1000);
        let net = gross * 9 / 10;
        let value_cents = self.rng.range(10_000, 50_000_000);
        let (kind_code, kind_name, kind) = c.package;
        let packages = self.rng.range(1, 400);
        let package = Package {
            sequence: 0,
            pack_type: Some(PackageTypeRef {
                code: kind_code.into(),
                name: Some(kind_name.into()),
                package_kind: Some(kind.into()),
            }),
            package_number: (kind != "BULK").then_some(packages),
            shipping_mark: (kind == "OTHER").then(|| format!("VM/{dec}/{}", self.rng.digits(4))),
        };
        let needs_q3 = matches!(c.hs, "220510" | "220590" | "220600")
            || c.hs.starts_with("8711")
            || c.hs.starts_with("8703");
        let mut item = HouseItem {
            dec_itm_nber: dec,
            sequence: 0,
            goods_description: Some(c.description.into()),
            hs_code: Some(c.hs.into()),
            gross_mass: Some(kilograms(gross)),
            net_mass: Some(kilograms(net)),
            supp_unit: Some(Decimal::from_cents(packages * 100)),
            packagings: vec![package],
            previous_doc: vec![self.document(
                ("N830", "Goods declaration for exportation"),
                "EXP",
                DocList::ItemPrevious,
            )],
            statistical_value: Some(Decimal::from_cents(value_cents)),
            quantity1: Some(Decimal::from_cents(packages * 100)),
            quantity2: Some(kilograms(net)),
            quantity3: needs_q3.then(|| Decimal::from_cents(self.rng.range(100, 500_000))),
            currency: Some(code(EUR)),
            item_taxes: Some(taxes(value_cents, c.duty, c.excise)),
            ..HouseItem::default()
        };
        // The rarer lists, on the first item of each house and now and then.
        if i == 0 || self.rng.chance(5) {
            item.supporting_doc = vec![self.document(
                ("N003", "Certificate of quality"),
                "CQ",
                DocList::Supporting(Some(dec)),
            )];
            item.transport_doc = vec![self.document(
                ("N730", "Road consignment note"),
                "CMR",
                DocList::TypeAndReference,
            )];
            item.additional_ref = vec![self.document(
                ("C651", "Electronic administrative document (e-AD)"),
                "EAD",
                DocList::TypeAndReference,
            )];
            item.additional_info = vec![self.additional_info(("20300", "Export"), "Export")];
            item.chain_add_actors = vec![self.actor(("MF", "Manufacturer"))];
        }
        if c.hs == "850760" {
            item.dangerous_goods = vec![DangerousGoods {
                sequence: 0,
                un_number: Some(code((
                    "3480",
                    "LITHIUM ION BATTERIES (including lithium ion polymer batteries)",
                ))),
            }];
        }
        if c.hs == "300490" {
            const CUS_CODES: [&str; 5] = [
                "0010001-6",
                "0010002-7",
                "0010003-8",
                "0010004-9",
                "0010005-0",
            ];
            item.cus_code = Some((*self.rng.pick(&CUS_CODES)).into());
        }
        item
    }

    /// Equipment that together reference every item, at most 999 per equipment.
    fn equipment(&mut self, total_items: usize) -> Vec<TransportEquipment> {
        let per = MAX_GOODS_REFERENCES_PER_EQUIPMENT;
        let count = total_items.div_ceil(per).clamp(1, MAX_TRANSPORT_EQUIPMENT);
        (0..count)
            .map(|n| {
                let first = n * per + 1;
                let last = ((n + 1) * per).min(total_items);
                TransportEquipment {
                    sequence: 0,
                    container_number: Some(self.container_number(n)),
                    seals: (0..1 + self.rng.below(2))
                        .map(|_| Seal {
                            sequence: 0,
                            identifier: Some(format!("MD{}", self.rng.digits(8))),
                        })
                        .collect(),
                    goods_reference: (first..=last)
                        .map(|d| GoodsReference {
                            sequence: 0,
                            declaration_goods_item_number: Some(d as i64),
                        })
                        .collect(),
                }
            })
            .collect()
    }

    fn goods(&mut self) -> Goods {
        let c = self.rng.pick(&COMMODITIES);
        Goods {
            sequence: 0,
            taric_code: Some(format!("{}00", c.hs)),
            // Eight digits: enough whatever the destination (spec 5.9).
            commodity_code: Some(format!("{}00", c.hs)),
            goods_description: Some(c.description.into()),
            amount_value: Some(Decimal::from_cents(self.rng.range(10_000, 100_000_000))),
            amount_currency: Some(code(EUR)),
            goods_quantity: Some(Decimal::from_cents(self.rng.range(100, 1_000_000))),
            measure_unit: Some(code(KGM)),
        }
    }

    fn uuid(&mut self) -> String {
        let a = self.rng.next_u64();
        let b = self.rng.next_u64();
        format!(
            "{:08x}-{:04x}-7{:03x}-8{:03x}-{:012x}",
            a >> 32,
            (a >> 16) & 0xffff,
            a & 0xfff,
            b >> 52,
            b & 0xffff_ffff_ffff
        )
    }

    /// What customs records later: the document of a declaration under control.
    fn lifecycle(&mut self, doc: &mut Declaration, holder: &Party) {
        let security = doc.security().unwrap_or("0").to_owned();
        doc.mrn = self.mrn(MD, &security);
        doc.amendment_type = Some(code(("0", "Other")));
        doc.application_submission_date_time = Some(format!("{}T09:00:00", self.o.today));
        doc.registration_reference = Some(ReferenceSegment {
            reference: Some(format!("REG{}", self.rng.digits(10))),
        });
        doc.storage_reference = Some(ReferenceSegment {
            reference: Some(format!("STO{}", self.rng.digits(10))),
        });
        doc.decision_reference = Some(ReferenceSegment {
            reference: Some(format!("DEC{}", self.rng.digits(10))),
        });
        doc.ca = Some(ReferenceSegment {
            reference: Some(format!("CA{}", self.rng.digits(10))),
        });
        doc.control_result = Some(code(("A5", "Discrepancies")));
        doc.report_discrepancy = Some(true);
        doc.other_things_to_report = Some("Two cartons more than declared".into());
        doc.control_decision = Some(ControlDecision {
            notification_type: Some(code(("0", "Decision to control"))),
            type_of_controls: vec![
                Control {
                    sequence: 0,
                    r#type: Some(code(("10", "Documentary controls"))),
                    text: None,
                },
                Control {
                    sequence: 0,
                    r#type: Some(code(("50", "Other"))),
                    text: Some("Weighing of the vehicle".into()),
                },
            ],
            requested_documents: vec![RequestedDocument {
                sequence: 0,
                document_type: Some(code(("N380", "Commercial invoice"))),
                description: Some("Invoices of all house consignments".into()),
            }],
        });
        doc.control_results = vec![
            Control {
                sequence: 0,
                r#type: Some(code(("41", "Identification of consignment and seals"))),
                text: Some("Seals intact".into()),
            },
            Control {
                sequence: 0,
                r#type: Some(code(("50", "Other"))),
                text: Some("Gross mass checked on the weighbridge".into()),
            },
        ];
        doc.departure_risk_rules = vec![RiskRule {
            sequence: 0,
            code: Some(format!("R-MD-{}", self.rng.digits(3))),
            description: Some("Excise goods by road".into()),
            risk_color: Some(RiskColor::Yellow),
        }];
        doc.destination_risk_rules = vec![RiskRule {
            sequence: 0,
            code: Some(format!("R-RO-{}", self.rng.digits(3))),
            description: Some("Random selection".into()),
            risk_color: Some(RiskColor::Green),
        }];
        doc.initial_departure_risk_color = Some(RiskColor::Yellow);
        doc.final_departure_risk_color = Some(RiskColor::Green);
        doc.initial_destination_risk_color = Some(RiskColor::Green);
        doc.final_destination_risk_color = Some(RiskColor::NoColor);

        let container = doc
            .transport_equipment
            .first()
            .and_then(|e| e.container_number.clone());
        doc.incidents = vec![
            Incident {
                sequence: 0,
                code: Some(code((
                    "2",
                    "Seals are broken or tampered with in the course of a transport operation for reasons beyond the carrier's control.",
                ))),
                text: Some("Seal found broken at the parking area; new seal affixed".into()),
                endorsement: Some(Endorsement {
                    date: Some(self.future_date()),
                    authority: Some("Biroul vamal Albița".into()),
                    place: Some("Albița".into()),
                    country: Some(country_short(RO)),
                }),
                location: Some(GoodsLocation {
                    qualifier: Some(code(("W", "GPS coordinates"))),
                    country: Some(country_short(RO)),
                    ngss: Some(self.gnss(46, 28)),
                    ..GoodsLocation::default()
                }),
                transhipment: None,
                equipment: vec![TransportEquipment {
                    sequence: 0,
                    container_number: container,
                    seals: vec![Seal {
                        sequence: 0,
                        identifier: Some(format!("RO{}", self.rng.digits(8))),
                    }],
                    goods_reference: vec![GoodsReference {
                        sequence: 0,
                        declaration_goods_item_number: Some(1),
                    }],
                }],
            },
            Incident {
                sequence: 0,
                code: Some(code((
                    "3",
                    "Under the supervision of the customs authority, goods are transferred from one means of transport to another means of transport.",
                ))),
                text: Some("Goods moved to a replacement truck after a breakdown".into()),
                endorsement: None,
                location: Some(GoodsLocation {
                    qualifier: Some(code(("Z", "Free text"))),
                    country: Some(country_short(RO)),
                    address: Some(self.address(RO)),
                    ..GoodsLocation::default()
                }),
                transhipment: Some(Transhipment {
                    container_indicator: Some(code(("1", "Yes"))),
                    transport_means: Some(
                        self.means(("30", "Registration Number of the Road Vehicle"), RO),
                    ),
                }),
                equipment: Vec::new(),
            },
        ];
        doc.actual_transit_offices = vec![ActualOffice {
            sequence: 0,
            customs_office: Some(office(TRANSIT_OFFICES[0])),
            passage_date_and_time: Some(self.future_date_time()),
        }];
        doc.actual_exit_offices = vec![ActualOffice {
            sequence: 0,
            customs_office: Some(office(EXIT_OFFICE)),
            passage_date_and_time: Some(self.future_date_time()),
        }];
        let at_destination = self.future_date_time();
        doc.arrival = Some(Arrival {
            simplified_procedure: Some(false),
            incident_flag: Some(true),
            customs_office_of_destination_actual: Some(office(DESTINATION_OFFICE)),
            arrival_date_and_time_actual: Some(at_destination.clone()),
            arrival_notification_date_and_time: Some(at_destination),
            trader_at_destination: doc.consignee.clone(),
        });
        doc.presentation_notification = Some(PresentationNotification {
            transit_operation: Some(PresentationTransitOperation {
                mrn: doc.mrn.clone(),
                communication_language_at_transit: Some(code(("RO", "Romanian"))),
            }),
            ens_operation: Some(EnsOperation {
                ensmrn: self.mrn(RO, "1"),
            }),
            customs_office_of_transit_actual: Some(office(TRANSIT_OFFICES[0])),
            holder_of_the_transit_procedure: Some(holder.clone()),
            consignment: Some(PresentationConsignment {
                carrier: doc.carrier.clone(),
            }),
        });
    }
}

/// A decimal number of kilograms to grams (the generator's unit); 0 when absent.
fn grams(mass: Option<Decimal>) -> i64 {
    mass.map_or(0, |m| i64::try_from(m.micros() / 1000).unwrap_or(0))
}

fn kilograms(grams: i64) -> Decimal {
    Decimal::from_micros(i128::from(grams) * 1000)
}

/// The read-only tax rows of an item of `value_cents` with duty and excise rates in percent and
/// 19 % VAT: dutiable values, rates, taxes and their total, all in cents.
fn taxes(value_cents: i64, duty_rate: i64, excise_rate: i64) -> ItemTaxes {
    let duty = value_cents * duty_rate / 100;
    let excise = value_cents * excise_rate / 100;
    let vat_base = value_cents + duty + excise;
    let vat = vat_base * 19 / 100;
    let d = Decimal::from_cents;
    ItemTaxes {
        dpv: Some(d(value_cents)),
        duty_rate: Some(d(duty_rate * 100)),
        duty_tax: Some(d(duty)),
        excise_dpv: Some(d(value_cents)),
        excise_rate: Some(d(excise_rate * 100)),
        excise_tax: Some(d(excise)),
        vat_dpv: Some(d(vat_base)),
        vat_rate: Some(d(1900)),
        vat_tax: Some(d(vat)),
        total_tax: Some(d(duty + excise + vat)),
    }
}
