//! Spec 5.7 transport equipment: container number, seals, goods references and their limits.

use proptest::prelude::*;

use super::*;
use crate::t01::limits::{
    MAX_GOODS_REFERENCES_PER_EQUIPMENT, MAX_SEALS_PER_EQUIPMENT, MAX_TRANSPORT_EQUIPMENT,
};
use crate::t01::testing::DeclarationBuilder as B;
use crate::t01::{GoodsReference, Seal, TransportEquipment};

fn equipment(container: &str, seals: usize, references: &[i64]) -> TransportEquipment {
    TransportEquipment {
        sequence: 1,
        container_number: Some(container.into()),
        seals: (0..seals)
            .map(|i| Seal {
                sequence: i as u32 + 1,
                identifier: Some(format!("MD{i:08}")),
            })
            .collect(),
        goods_reference: references
            .iter()
            .enumerate()
            .map(|(i, n)| GoodsReference {
                sequence: i as u32 + 1,
                declaration_goods_item_number: Some(*n),
            })
            .collect(),
    }
}

/// The valid declaration (one item) with this equipment.
fn with(list: Vec<TransportEquipment>) -> Declaration {
    B::valid_t1().with(|d| d.transport_equipment = list).build()
}

#[test]
fn equipment_breaks_no_rule_when_complete() {
    assert_eq!(
        violations(&with(vec![equipment("CSQU3054383", 2, &[1])])),
        vec![]
    );
}

#[test]
fn container_number_letters_and_digits_max_17() {
    for bad in ["CSQU-3054383", "SWAPBODY0000000012"] {
        assert!(
            violations(&with(vec![equipment(bad, 1, &[1])])).contains(&Violation::new(
                "/transportEquipment/0/containerNumber",
                "container-number-format",
                "Container number must be at most 17 letters or digits"
            ))
        );
    }
    let ok = with(vec![equipment("SWAPBODY000000001", 1, &[1])]);
    assert!(!fires_anywhere(&ok, "container-number-format"));
}

#[test]
fn seal_identifier_letters_and_digits_max_20() {
    let seal = |id: &str| {
        let mut e = equipment("CSQU3054383", 1, &[1]);
        e.seals[0].identifier = Some(id.into());
        with(vec![e])
    };
    for bad in ["AB 123", "S12345678901234567890"] {
        assert!(violations(&seal(bad)).contains(&Violation::new(
            "/transportEquipment/0/seals/0/identifier",
            "seal-identifier-format",
            "Seal identifier must be at most 20 letters or digits"
        )));
    }
    assert!(!fires_anywhere(
        &seal("S1234567890123456789"),
        "seal-identifier-format"
    ));
}

#[test]
fn goods_reference_from_1_to_the_total_item_count() {
    // The valid declaration holds one item.
    for bad in [0, 2, -1] {
        let d = with(vec![equipment("CSQU3054383", 1, &[bad])]);
        assert!(
            violations(&d).contains(&Violation::new(
                "/transportEquipment/0/goodsReference/0/declarationGoodsItemNumber",
                "goods-reference-range",
                "Goods reference must be from 1 to the total item count (1)"
            )),
            "{bad}"
        );
    }
    assert!(!fires_anywhere(
        &with(vec![equipment("CSQU3054383", 1, &[1])]),
        "goods-reference-range"
    ));
}

proptest! {
    /// Any goods reference outside 1 to the number of items fires, any inside does not.
    #[test]
    fn goods_reference_any_number(n in -5i64..10, items in 1usize..5) {
        let d = B::valid_t1()
            .with(|d| {
                let one = d.house_consignments[0].house_items[0].clone();
                d.house_consignments[0].house_items = vec![one; items];
                d.transport_equipment = vec![equipment("CSQU3054383", 1, &[n])];
            })
            .build();
        let inside = (1..=items as i64).contains(&n);
        prop_assert_eq!(fires_anywhere(&d, "goods-reference-range"), !inside);
    }
}

#[test]
fn seals_at_most_99() {
    let d = |n: usize| with(vec![equipment("CSQU3054383", n, &[1])]);
    assert!(
        violations(&d(MAX_SEALS_PER_EQUIPMENT + 1)).contains(&Violation::new(
            "/transportEquipment/0/seals",
            "max-members",
            "The seals can have at most 99 members"
        ))
    );
    assert!(!fires_anywhere(&d(MAX_SEALS_PER_EQUIPMENT), "max-members"));
}

#[test]
fn goods_references_at_most_999() {
    let d = |n: usize| with(vec![equipment("CSQU3054383", 1, &vec![1; n])]);
    assert!(fires(
        &d(MAX_GOODS_REFERENCES_PER_EQUIPMENT + 1),
        "max-members",
        "/transportEquipment/0/goodsReference"
    ));
    assert!(!fires_anywhere(
        &d(MAX_GOODS_REFERENCES_PER_EQUIPMENT),
        "max-members"
    ));
}

#[test]
fn equipment_at_most_9999() {
    let d = |n: usize| with(vec![equipment("CSQU3054383", 0, &[]); n]);
    assert!(fires(
        &d(MAX_TRANSPORT_EQUIPMENT + 1),
        "max-members",
        "/transportEquipment"
    ));
    assert!(!fires_anywhere(&d(MAX_TRANSPORT_EQUIPMENT), "max-members"));
}

#[test]
fn incident_equipment_follows_the_same_rules() {
    let d = B::valid_t1()
        .with(|d| {
            d.incidents = vec![crate::t01::Incident {
                sequence: 1,
                equipment: vec![equipment("CSQU 3054383", 1, &[7])],
                ..Default::default()
            }]
        })
        .build();
    assert!(fires(
        &d,
        "container-number-format",
        "/incidents/0/equipment/0/containerNumber"
    ));
    assert!(fires(
        &d,
        "goods-reference-range",
        "/incidents/0/equipment/0/goodsReference/0/declarationGoodsItemNumber"
    ));
}
