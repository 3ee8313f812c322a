//! "Office lists must not overlap: destination and departure offices cannot be in exit
//! offices or transit offices; transit and exit offices cannot be in each other"; "Departure
//! office and destination office ... must differ".

use crate::t01::Declaration;
use crate::text::Text;
use crate::values::OfficeRef;
use crate::Violation;

pub fn validate(doc: &Declaration, out: &mut Vec<Violation>) {
    let code = |o: &Option<OfficeRef>| o.as_ref().map(|o| o.code.clone()).filter(|c| !c.is_empty());
    let transit: Vec<Option<String>> = doc
        .transit_offices
        .iter()
        .map(|o| code(&o.customs_office))
        .collect();
    let exit: Vec<Option<String>> = doc
        .exit_offices
        .iter()
        .map(|o| code(&o.customs_office))
        .collect();
    let departure = code(&doc.departure_office);
    let destination = code(&doc.destination_office);

    // The violation sits on the list row that repeats the office; the rule is also the key of
    // its text.
    let mut listed =
        |office: &Option<String>, list: &[Option<String>], name: &str, rule: &'static str| {
            let Some(office) = office else { return };
            for (i, row) in list.iter().enumerate() {
                if row.as_ref() == Some(office) {
                    out.push(Violation::of(
                        format!("/{name}/{i}/customsOffice"),
                        rule,
                        Text::new(rule),
                    ));
                }
            }
        };
    listed(
        &destination,
        &exit,
        "exitOffices",
        "destination-office-not-in-exit-offices",
    );
    listed(
        &destination,
        &transit,
        "transitOffices",
        "destination-office-not-in-transit-offices",
    );
    listed(
        &departure,
        &exit,
        "exitOffices",
        "departure-office-not-in-exit-offices",
    );
    listed(
        &departure,
        &transit,
        "transitOffices",
        "departure-office-not-in-transit-offices",
    );
    for office in transit.iter().filter(|o| o.is_some()) {
        listed(
            office,
            &exit,
            "exitOffices",
            "transit-office-not-in-exit-offices",
        );
    }

    if departure.is_some() && departure == destination {
        let rule = "destination-office-differs-from-departure";
        out.push(Violation::of("/destinationOffice", rule, Text::new(rule)));
    }
}
