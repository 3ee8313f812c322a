//! The printed form of the declaration's data: one string per occurrence, its parts joined by
//! "/" as in the guidelines' examples ("1/BICU1234565/1/1-3"). The sequence number leads an
//! occurrence only when a box holds more than one (guidelines "Box label & content").

use vama_rules::t01::{
    AdditionalInfo, Address, Contact, Document, GoodsLocation, Guarantee, Party, Place,
    SupplyChainActor, TransportEquipment, TransportMeans,
};
use vama_rules::values::{CodeRef, CountryRef, Decimal, OfficeRef};

/// The non-empty parts joined by `sep`.
pub fn join<'a>(sep: &str, parts: impl IntoIterator<Item = Option<&'a str>>) -> String {
    let mut out = String::new();
    for part in parts
        .into_iter()
        .flatten()
        .map(str::trim)
        .filter(|p| !p.is_empty())
    {
        if !out.is_empty() {
            out.push_str(sep);
        }
        out.push_str(part);
    }
    out
}

/// A single optional value as the occurrences of a box (none or one).
pub fn one(value: Option<&str>) -> Vec<String> {
    value
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .into_iter()
        .collect()
}

pub fn code(value: &Option<CodeRef>) -> Option<&str> {
    value.as_ref().map(|v| v.code.as_str())
}

pub fn country(value: &Option<CountryRef>) -> Option<&str> {
    value.as_ref().map(|v| v.code.as_str())
}

pub fn office(value: &Option<OfficeRef>) -> Option<&str> {
    value.as_ref().map(|v| v.code.as_str())
}

pub fn decimal(value: &Option<Decimal>) -> String {
    value.as_ref().map(ToString::to_string).unwrap_or_default()
}

/// Leads each occurrence with its number when there are several. The number is the
/// position in the box, not the model's `sequence`: a goods item's block lists the item's
/// documents and its house consignment's, each numbered from 1 in the model.
pub fn numbered(rows: Vec<String>) -> Vec<String> {
    let rows: Vec<String> = rows.into_iter().filter(|s| !s.is_empty()).collect();
    if rows.len() == 1 {
        return rows;
    }
    rows.into_iter()
        .enumerate()
        .map(|(i, s)| format!("{}/{s}", i + 1))
        .collect()
}

/// Customs offices by their reference numbers, numbered.
pub fn offices<'a>(offices: impl Iterator<Item = &'a Option<OfficeRef>>) -> Vec<String> {
    numbered(
        offices
            .map(|o| office(o).unwrap_or_default().to_owned())
            .collect(),
    )
}

pub fn address(a: &Address) -> String {
    let street = join(" ", [a.street_number.as_deref(), a.house_number.as_deref()]);
    join(
        ", ",
        [
            Some(street.as_str()),
            a.postcode.as_deref(),
            a.city.as_deref(),
            country(&a.country),
        ],
    )
}

/// Name and address of a party ("NAME/STREET, POSTCODE, CITY, CC").
pub fn party(p: &Option<Party>) -> Vec<String> {
    let Some(p) = p else { return Vec::new() };
    let address = p.address.as_ref().map(address).unwrap_or_default();
    let text = join("/", [p.name.as_deref(), Some(address.as_str())]);
    if text.is_empty() {
        Vec::new()
    } else {
        vec![text]
    }
}

pub fn eori(p: &Option<Party>) -> Vec<String> {
    p.as_ref()
        .and_then(|p| p.eori_number.clone())
        .into_iter()
        .collect()
}

pub fn contact(c: &Option<Contact>) -> Vec<String> {
    let Some(c) = c else { return Vec::new() };
    let text = join(
        "/",
        [
            c.name.as_deref(),
            c.phone_number.as_deref(),
            c.e_mail_address.as_deref(),
        ],
    );
    if text.is_empty() {
        Vec::new()
    } else {
        vec![text]
    }
}

/// Roles of the additional supply chain actors and, separately, their IDs.
pub fn actors(actors: &[&SupplyChainActor]) -> (Vec<String>, Vec<String>) {
    let roles = numbered(
        actors
            .iter()
            .map(|a| code(&a.role).unwrap_or_default().to_owned())
            .collect(),
    );
    let ids = actors
        .iter()
        .filter_map(|a| a.actor.as_ref().and_then(|p| p.eori_number.clone()))
        .collect();
    (roles, ids)
}

/// Departure means: type/identification/nationality.
pub fn departure_means(means: &[&TransportMeans]) -> Vec<String> {
    numbered(
        means
            .iter()
            .map(|m| {
                let text = join(
                    "/",
                    [
                        code(&m.id_type),
                        m.identification_number.as_deref(),
                        country(&m.nationality),
                    ],
                );
                text
            })
            .collect(),
    )
}

/// Border means: office at the border/type/identification/nationality.
pub fn border_means(means: &[TransportMeans]) -> Vec<String> {
    numbered(
        means
            .iter()
            .map(|m| {
                let text = join(
                    "/",
                    [
                        office(&m.cust_office),
                        code(&m.id_type),
                        m.identification_number.as_deref(),
                        country(&m.nationality),
                    ],
                );
                text
            })
            .collect(),
    )
}

/// Which fields of a [`Document`] a list prints (correlation table, data groups 12 01-12 05).
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum DocKind {
    /// Type/reference/complement; on an item also goods item, packages and quantity.
    Previous,
    /// Type/reference/line item number/complement.
    Supporting,
    /// Type/reference.
    Plain,
}

pub fn documents(docs: &[&Document], kind: DocKind) -> Vec<String> {
    numbered(
        docs.iter()
            .map(|d| {
                let item = d.itm_nber.map(|n| n.to_string());
                let packs = d.no_of_pack.map(|n| n.to_string());
                let quantity = d.quantity.as_ref().map(ToString::to_string);
                let pack_type = d.pack_type.as_ref().map(|p| p.code.as_str());
                let text = match kind {
                    DocKind::Previous => join(
                        "/",
                        [
                            code(&d.doc_type),
                            d.reference.as_deref(),
                            item.as_deref(),
                            pack_type,
                            packs.as_deref(),
                            code(&d.msr_qualifier),
                            quantity.as_deref(),
                            d.complement.as_deref(),
                        ],
                    ),
                    DocKind::Supporting => join(
                        "/",
                        [
                            code(&d.doc_type),
                            d.reference.as_deref(),
                            item.as_deref(),
                            d.complement.as_deref(),
                        ],
                    ),
                    DocKind::Plain => join("/", [code(&d.doc_type), d.reference.as_deref()]),
                };
                text
            })
            .collect(),
    )
}

pub fn additional_info(info: &[&AdditionalInfo]) -> Vec<String> {
    numbered(
        info.iter()
            .map(|i| join("/", [code(&i.code), i.text.as_deref()]))
            .collect(),
    )
}

/// UN/LOCODE, country, location.
pub fn place(p: &Option<Place>) -> Vec<String> {
    let Some(p) = p else { return Vec::new() };
    let text = join(
        ", ",
        [code(&p.un_code), country(&p.country), p.location.as_deref()],
    );
    if text.is_empty() {
        Vec::new()
    } else {
        vec![text]
    }
}

/// Type, qualifier and the identification the qualifier asks for.
pub fn goods_location(l: &Option<GoodsLocation>) -> Vec<String> {
    let Some(l) = l else { return Vec::new() };
    let gnss = l.ngss.as_ref().map(|g| {
        join(
            "/",
            [
                Some(decimal(&g.latitude).as_str()),
                Some(decimal(&g.longitude).as_str()),
            ],
        )
    });
    let address = l.address.as_ref().map(address);
    let operator = l
        .economic_operator
        .as_ref()
        .and_then(|p| p.eori_number.as_deref());
    let text = join(
        ", ",
        [
            code(&l.location_type),
            code(&l.qualifier),
            l.authorization_number.as_deref(),
            l.additional_identifier.as_deref(),
            code(&l.un_code),
            office(&l.customs_office),
            gnss.as_deref(),
            operator,
            address.as_deref(),
        ],
    );
    if text.is_empty() {
        Vec::new()
    } else {
        vec![text]
    }
}

/// Runs of numbers as "1-3", others alone, joined by ",".
fn ranges(mut numbers: Vec<i64>) -> String {
    numbers.sort_unstable();
    numbers.dedup();
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < numbers.len() {
        let mut j = i;
        while j + 1 < numbers.len() && numbers[j + 1] == numbers[j] + 1 {
            j += 1;
        }
        out.push(if j > i {
            format!("{}-{}", numbers[i], numbers[j])
        } else {
            numbers[i].to_string()
        });
        i = j + 1;
    }
    out.join(",")
}

/// Sequence/container/number of seals/goods items ("1/BICU1234565/1/1-3"). The goods items
/// are left out when the equipment has no goods references (all goods in one container).
pub fn equipment(eq: &[TransportEquipment]) -> Vec<String> {
    eq.iter()
        .map(|e| {
            let goods = ranges(
                e.goods_reference
                    .iter()
                    .filter_map(|g| g.declaration_goods_item_number)
                    .collect(),
            );
            let seals = e.seals.len().to_string();
            let container = e.container_number.as_deref().unwrap_or("-");
            join(
                "/",
                [
                    Some(e.sequence.to_string().as_str()),
                    Some(container),
                    Some(seals.as_str()),
                    Some(goods.as_str()),
                ],
            )
        })
        .collect()
}

/// Splits an identifier into its prefix and trailing number, for seal sequences.
fn serial(id: &str) -> Option<(&str, u64, usize)> {
    let digits = id.len() - id.trim_end_matches(|c: char| c.is_ascii_digit()).len();
    if digits == 0 || digits > 18 {
        return None;
    }
    let (prefix, number) = id.split_at(id.len() - digits);
    Some((prefix, number.parse().ok()?, digits))
}

/// Identifiers with consecutive serial numbers as "first-last", others separated by ", "
/// (guidelines "Printing of Data Groups Transport equipment and Seal").
pub fn serial_runs(ids: &[&str]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < ids.len() {
        let mut j = i;
        while j + 1 < ids.len() {
            // The next number in the same width ("AB09" → "AB10", "Seal9" → "Seal10").
            let next = serial(ids[j]).is_some_and(|(prefix, n, digits)| {
                ids[j + 1] == format!("{prefix}{:0digits$}", n + 1)
            });
            if !next {
                break;
            }
            j += 1;
        }
        out.push(if j > i {
            format!("{}-{}", ids[i], ids[j])
        } else {
            ids[i].to_owned()
        });
        i = j + 1;
    }
    out.join(", ")
}

/// Seals by the sequence number of their equipment: "1/AB123456, AB123457; 2/AB123458". An
/// equipment without seals prints nothing.
pub fn seals(eq: &[TransportEquipment]) -> Vec<String> {
    let with_seals: Vec<&TransportEquipment> = eq.iter().filter(|e| !e.seals.is_empty()).collect();
    let several = eq.len() > 1;
    with_seals
        .iter()
        .map(|e| {
            let ids: Vec<&str> = e
                .seals
                .iter()
                .filter_map(|s| s.identifier.as_deref())
                .collect();
            let runs = serial_runs(&ids);
            if several {
                format!("{}/{runs}", e.sequence)
            } else {
                runs
            }
        })
        .collect()
}

/// Sequence/type/GRN (or other reference); the access code and the amount are not printed
/// (correlation table: Ø). Consecutive individual vouchers print as "first(…)last".
pub fn guarantees(guarantees: &[Guarantee]) -> Vec<String> {
    let mut out = Vec::new();
    for g in guarantees {
        let kind = g.type_code().unwrap_or_default();
        let mut refs: Vec<&str> = g
            .guarantee_references
            .iter()
            .filter_map(|r| r.grn.as_deref())
            .collect();
        refs.extend(g.reference_number.as_deref());
        let printed =
            if kind == "9" && refs.len() > 2 && serial_runs(&refs).matches(", ").count() == 0 {
                format!(
                    "{}{}{}",
                    refs[0],
                    crate::text::ELLIPSIS,
                    refs[refs.len() - 1]
                )
            } else {
                refs.join(", ")
            };
        let text = join("/", [Some(kind), Some(printed.as_str())]);
        out.push(text);
    }
    numbered(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use vama_rules::t01::{GoodsReference, Seal};

    fn equipment_with(
        sequence: u32,
        container: &str,
        seals: &[&str],
        items: &[i64],
    ) -> TransportEquipment {
        TransportEquipment {
            sequence,
            container_number: Some(container.into()),
            seals: seals
                .iter()
                .map(|s| Seal {
                    sequence: 1,
                    identifier: Some((*s).into()),
                })
                .collect(),
            goods_reference: items
                .iter()
                .map(|i| GoodsReference {
                    sequence: 1,
                    declaration_goods_item_number: Some(*i),
                })
                .collect(),
        }
    }

    #[test]
    fn equipment_prints_sequence_container_seals_and_item_ranges() {
        let eq = [
            equipment_with(1, "BICU1234565", &["AB1"], &[1, 2, 3]),
            equipment_with(2, "ADCU1234565", &["AB2"], &[4, 5, 6, 7, 8, 9, 10]),
        ];
        assert_eq!(
            equipment(&eq),
            ["1/BICU1234565/1/1-3", "2/ADCU1234565/1/4-10"]
        );
    }

    #[test]
    fn consecutive_seals_print_as_a_range_and_others_separated_by_commas() {
        let eq = [
            equipment_with(1, "C1", &["AB123456", "AB123457", "AB123458", "XY9"], &[]),
            equipment_with(2, "C2", &["AB123459"], &[]),
            equipment_with(3, "C3", &[], &[]),
        ];
        assert_eq!(seals(&eq), ["1/AB123456-AB123458, XY9", "2/AB123459"]);
        let ids: Vec<String> = (1..=10).map(|i| format!("Seal{i}")).collect();
        let ids: Vec<&str> = ids.iter().map(String::as_str).collect();
        assert_eq!(serial_runs(&ids), "Seal1-Seal10");
    }

    #[test]
    fn a_single_occurrence_has_no_sequence_number() {
        assert_eq!(numbered(vec!["GB000246".into()]), ["GB000246"]);
        assert_eq!(
            numbered(vec!["CH1".into(), "IT2".into()]),
            ["1/CH1", "2/IT2"]
        );
    }
}
