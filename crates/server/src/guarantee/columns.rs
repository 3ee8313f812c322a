//! The guarantee list's columns (guarantee.md section 2).

use vama_store::ListField;

use crate::documents::list_columns::{ListColumn, HOLDER_EORI, HOLDER_NAME, STATUS, UPDATED};

/// The guarantee list of guarantee.md section 2, in its order: customs office code, storage
/// reference, applicant EORI, applicant name, GRN, guarantee type (code plus description),
/// amount, balance, end date, update date, status. The guarantee type is its code: the
/// description is the catalog's, which a list row does not carry. The list filters by the four
/// the spec names: customs office code, applicant EORI, GRN and applicant name.
pub static G01_COLUMNS: &[ListColumn] = &[
    ListColumn::code(
        "customsOffice",
        ListField::CustomsOffice,
        "Customs office code",
        12.0,
    ),
    ListColumn::code(
        "storageReference",
        ListField::OtherReference,
        "Storage reference",
        22.0,
    )
    .unfiltered(),
    HOLDER_EORI.headed("Applicant EORI", 18.0),
    HOLDER_NAME.headed("Applicant name", 32.0),
    ListColumn::code("grn", ListField::IssuedReference, "GRN", 26.0),
    ListColumn::code("guaranteeType", ListField::TypeCode, "Guarantee type", 28.0).unfiltered(),
    ListColumn::amount("amount", "Amount", |s| &s.amount),
    ListColumn::amount("balance", "Balance", |s| &s.balance),
    ListColumn::date("endDate", ListField::EndDate, "End date").unfiltered(),
    UPDATED,
    STATUS.unfiltered(),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_guarantee_columns_are_those_of_the_spec_in_its_order() {
        let headers: Vec<&str> = G01_COLUMNS.iter().map(|c| c.header).collect();
        assert_eq!(
            headers,
            [
                "Customs office code",
                "Storage reference",
                "Applicant EORI",
                "Applicant name",
                "GRN",
                "Guarantee type",
                "Amount",
                "Balance",
                "End date",
                "Update date",
                "Status"
            ]
        );
    }
}
